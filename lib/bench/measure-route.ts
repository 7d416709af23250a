import autocannon from "autocannon";
import { peakOf, readMemoryByRole, type MemoryByRole } from "./read-process-memory";
import { roundedPercentile } from "./percentile";

export type RouteFigures = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  // The same over the requests started after the run's first second (steadyLatency).
  steadyP50Ms: number;
  steadyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  peakMemory: MemoryByRole;
};

export type LoadSettings = { connections: number; durationSeconds: number };

// Loads one route with autocannon while sampling every started process's memory every 250 ms.
export async function measureRoute(
  label: string,
  url: string,
  headers: Record<string, string>,
  load: LoadSettings,
): Promise<RouteFigures> {
  let peakMemory = readMemoryByRole();
  const sampler = setInterval(() => (peakMemory = peakOf(peakMemory, readMemoryByRole())), 250);
  try {
    const run = autocannon({ url, headers, connections: load.connections, duration: load.durationSeconds });
    const steadyOf = steadyLatency(run);
    const result = await run;
    const steady = steadyOf();
    return {
      label,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      steadyP50Ms: steady.p50,
      steadyP99Ms: steady.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakMemory,
    };
  } finally {
    clearInterval(sampler);
  }
}

// A short untimed run, so first-request costs (module loading, database connections) stay out of the figures.
export async function warmUp(url: string, headers: Record<string, string>, connections: number): Promise<void> {
  await autocannon({ url, headers, connections, duration: 2 });
}

// Latency of the requests started after a run's first second. A server kept busy by its first connections accepts the
// rest of a fresh set of 50 only one by one, so their first requests wait up to seconds (a bare Node.js HTTP server
// does the same); that is the start of a run, not the route, and a proxy in front keeps its connections open.
export function steadyLatency(run: Promise<autocannon.Result>, skipMs = 1000): () => { p50: number; p99: number } {
  const startedAt = Date.now();
  const latencies: number[] = [];
  // What autocannon returns without a callback is its running instance, which is also a promise of the result.
  (run as unknown as autocannon.Instance).on("response", (_client, _status, _bytes, responseTime) => {
    if (Date.now() - responseTime - startedAt >= skipMs) latencies.push(responseTime);
  });
  return () => ({ p50: roundedPercentile(latencies, 50), p99: roundedPercentile(latencies, 99) });
}
