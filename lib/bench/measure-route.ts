import autocannon from "autocannon";
import { peakOf, readMemoryByRole, type MemoryByRole } from "./read-process-memory";

export type RouteFigures = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
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
    const result = await autocannon({ url, headers, connections: load.connections, duration: load.durationSeconds });
    return {
      label,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
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
