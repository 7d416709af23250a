import { roundedPercentile } from "./percentile";

export type Sample = { ms: number; status: number };

// One GET, timed until its body has arrived.
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

// Requests one after another, every `gapMs`, until `until` (a Date.now() instant); their latencies.
export async function probeLatency(
  until: number,
  gapMs: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<Sample[]> {
  const samples: Sample[] = [];
  while (Date.now() < until) {
    samples.push(await timedGet(url, headers));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return samples;
}

// The nearest-rank percentile (0 to 100) of the samples' latencies, in whole milliseconds.
export function percentileMs(samples: Sample[], p: number): number {
  return roundedPercentile(
    samples.map((sample) => sample.ms),
    p,
  );
}
