import { sign } from "node:crypto";
import autocannon from "autocannon";
import { setConfigDefaults } from "../config/read-config";
import type { Database } from "../db/client";
import { jobsSchema } from "../jobs/jobs-schema";
import { startJobWorker } from "../jobs/start-job-worker";
import { startTestServer } from "../testing/start-test-server";
import { startFakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { telnyxEvent } from "../webhooks/testing/telnyx-client";
import { createWebhookSecrets, webhookEnv } from "../webhooks/testing/webhook-secrets";

export type TelnyxBenchResult = {
  slowRequestsPerSecond: number;
  slowP99Ms: number;
  slow2xx: number;
  slowNon2xx: number;
  // Answers of the slow run by status code, so a run with non-2xx answers says which.
  slowStatuses: Record<string, number>;
  slowTimeouts: number;
  eventToCommandP50Ms: number;
  eventToCommandP99Ms: number;
  eventsTimed: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;

// Signed call.initiated events, each a new call: with Telnyx answering in 8 s (throughput, p99), then with a fast
// Telnyx, the time from posting an event to its answer command arriving at Telnyx (the job queue's pickup included).
export async function benchTelnyxWebhook(options: {
  databaseUrl: string;
  database: Database;
  connections: number;
  durationSeconds: number;
}): Promise<TelnyxBenchResult> {
  const secrets = createWebhookSecrets();
  const telnyx = await startFakeTelnyxApi();
  const env = webhookEnv(secrets, telnyx.url);
  // The worker in this process sends the commands, to the same stand-in.
  setConfigDefaults(env);
  const server = await startTestServer(options.databaseUrl, env);
  let worker = await startJobWorker({ connectionString: options.databaseUrl });
  const signed = (leg: string) => {
    const raw = JSON.stringify(
      telnyxEvent("call.initiated", {
        call_control_id: leg,
        from: "+16175550100",
        to: "+15005550006",
        direction: "incoming",
      }),
    );
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.from(`${timestamp}|${raw}`), secrets.telnyxPrivateKey).toString("base64");
    return {
      raw,
      headers: {
        "content-type": "application/json",
        "telnyx-timestamp": timestamp,
        "telnyx-signature-ed25519": signature,
      },
    };
  };
  try {
    telnyx.setDelay(8_000);
    let issued = 0;
    const run = Date.now().toString(36);
    const slow = await autocannon({
      url: server.baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [
        {
          method: "POST",
          path: "/telnyx/webhook",
          setupRequest: (request) => {
            const { raw, headers } = signed(`v3:bench-${run}-${++issued}`);
            return { ...request, headers, body: raw };
          },
        },
      ],
    });
    // The slow run's commands are not part of the latency run: drop them and start the worker afresh.
    await worker.stop();
    await options.database.$executeRawUnsafe(`delete from "${jobsSchema()}"._private_jobs`);
    telnyx.setDelay(0);
    worker = await startJobWorker({ connectionString: options.databaseUrl });
    const sentAt = new Map<string, number>();
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const leg = `v3:latency-${run}-${batch}-${i}`;
          const { raw, headers } = signed(leg);
          sentAt.set(`/v2/calls/${encodeURIComponent(leg)}/actions/answer`, Date.now());
          await (await fetch(`${server.baseUrl}/telnyx/webhook`, { method: "POST", headers, body: raw })).text();
        }),
      );
    }
    for (
      const deadline = Date.now() + 30_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 100))
    ) {
      if (telnyx.commands.filter((command) => sentAt.has(command.path)).length >= sentAt.size) break;
    }
    const latencies = telnyx.commands
      .filter((command) => sentAt.has(command.path))
      .map((command) => command.receivedAt - sentAt.get(command.path)!)
      .sort((a, b) => a - b);
    return {
      slowRequestsPerSecond: slow.requests.average,
      slowP99Ms: slow.latency.p99,
      slow2xx: slow["2xx"],
      slowNon2xx: slow.non2xx,
      slowStatuses: Object.fromEntries(
        Object.entries(slow.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
      ),
      slowTimeouts: slow.timeouts,
      eventToCommandP50Ms: percentile(latencies, 0.5),
      eventToCommandP99Ms: percentile(latencies, 0.99),
      eventsTimed: latencies.length,
    };
  } finally {
    await worker.stop();
    await server.stop();
    telnyx.setDelay(0);
    await telnyx.stop();
  }
}
