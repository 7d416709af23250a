import type { FakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { percentileMs, probeLatency, timedGet, type Sample } from "./probe-latency";

export type TelnyxBurstFigures = {
  calls: number;
  answers: Record<string, number>;
  answerP50Ms: number;
  answerMaxMs: number;
  adminP99Ms: number;
  residentP99Ms: number;
  probes: number;
  // Answer commands at the stand-in once its 8 s delay ended, and when the last arrived after the burst.
  delivered: number;
  lastDeliveredAfterMs: number;
};

type Probe = { url: string; headers: Record<string, string> };

// The case: CALLS intercom calls ring at once while Telnyx answers each command in 8 s. Each webhook's answer
// is timed, an admin list and a resident read are probed meanwhile, then the answer commands are awaited.
export async function benchTelnyxBurst(options: {
  calls: number;
  telnyx: FakeTelnyxApi;
  post: (leg: string) => Promise<number>;
  run: string;
  admin: Probe;
  resident: Probe;
}): Promise<TelnyxBurstFigures> {
  const { telnyx } = options;
  // The probed routes' first requests load their modules and prepare their statements: untimed, before the burst.
  for (const probe of [options.admin, options.resident])
    for (let round = 0; round < 3; round++)
      await Promise.all(Array.from({ length: 10 }, () => timedGet(probe.url, probe.headers)));
  telnyx.setDelay(8_000);
  const legs = Array.from({ length: options.calls }, (_, i) => `v3:burst-${options.run}-${i}`);
  const paths = new Set(legs.map((leg) => `/v2/calls/${encodeURIComponent(leg)}/actions/answer`));
  const started = Date.now();
  const probing = Promise.all([
    probeLatency(started + 3_000, 50, options.admin.url, options.admin.headers),
    probeLatency(started + 3_000, 50, options.resident.url, options.resident.headers),
  ]);
  const timed = await Promise.all(
    legs.map(async (leg) => {
      const sent = performance.now();
      const status = await options.post(leg);
      return { status, ms: performance.now() - sent };
    }),
  );
  const [admin, resident] = await probing;
  const delivered = () => telnyx.commands.filter((command) => paths.has(command.path));
  for (const deadline = Date.now() + 60_000; delivered().length < paths.size && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  telnyx.setDelay(0);
  const answers: Record<string, number> = {};
  for (const { status } of timed) answers[status] = (answers[status] ?? 0) + 1;
  const samples: Sample[] = timed.map(({ ms, status }) => ({ ms, status }));
  return {
    calls: options.calls,
    answers,
    answerP50Ms: percentileMs(samples, 50),
    answerMaxMs: percentileMs(samples, 100),
    adminP99Ms: percentileMs(admin, 99),
    residentP99Ms: percentileMs(resident, 99),
    probes: admin.length + resident.length,
    delivered: delivered().length,
    lastDeliveredAfterMs: Math.max(0, ...delivered().map((command) => command.receivedAt - started)),
  };
}
