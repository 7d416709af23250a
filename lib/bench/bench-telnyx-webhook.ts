import { sign } from "node:crypto";
import autocannon from "autocannon";
import type { Database } from "../db/client";
import { jobsSchema } from "../jobs/jobs-schema";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { startWorkerProcess } from "../jobs/testing/start-worker-process";
import { pssBytesOf } from "./read-process-memory";
import { startTestServer } from "../testing/start-test-server";
import { startFakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { telnyxEvent } from "../webhooks/testing/telnyx-client";
import { benchTelnyxBurst, type TelnyxBurstFigures } from "./bench-telnyx-burst";
import { signInDemo } from "./sign-in-demo";
import { createWebhookSecrets, webhookEnv } from "../webhooks/testing/webhook-secrets";
import { percentile } from "./percentile";

export type TelnyxBenchResult = {
  slowRequestsPerSecond: number;
  slowP99Ms: number;
  slow2xx: number;
  slowNon2xx: number;
  // Answers of the slow run by status and error code, with one body of each, so a non-2xx answer says why.
  slowStatuses: Record<string, number>;
  slowSamples: Record<string, string>;
  slowTimeouts: number;
  // The same events' webhook answers: event to command minus this is the queue's pickup and the send.
  answerP50Ms: number;
  answerP99Ms: number;
  eventToCommandP50Ms: number;
  eventToCommandP99Ms: number;
  eventsTimed: number;
  burst: TelnyxBurstFigures;
  // PSS of the worker process (/proc/<pid>/smaps_rollup), idle once started and at its peak under the runs.
  workerIdleBytes: number;
  workerPeakBytes: number;
};

// The documented error shape's code, or the start of whatever else answered.
function errorCode(body: string): string {
  try {
    return String((JSON.parse(body) as { error?: { code?: unknown } }).error?.code ?? body.slice(0, 80));
  } catch {
    return body.slice(0, 80);
  }
}

async function untilQueueIdle(database: Database): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (!(await readQueuedJobs(database, ["telnyx.events", "telnyx.commands"])).length) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Signed call.initiated events, each a new call: with Telnyx answering in 8 s (throughput, p99), then with a fast
// Telnyx, the time from posting an event to its answer command arriving at Telnyx (the job queue's pickup included).
export async function benchTelnyxWebhook(options: {
  databaseUrl: string;
  database: Database;
  connections: number;
  durationSeconds: number;
  adminKey: string;
}): Promise<TelnyxBenchResult> {
  const secrets = createWebhookSecrets();
  const telnyx = await startFakeTelnyxApi();
  const env = webhookEnv(secrets, telnyx.url);
  const server = await startTestServer(options.databaseUrl, env);
  // A worker process applies the stored events and sends the commands, as `npm start` runs it beside the server: in
  // this process its jobs would hold up the bench's own requests and timers.
  const startWorker = () => startWorkerProcess({ ...env, DATABASE_URL: options.databaseUrl });
  let worker = startWorker();
  await worker.ready;
  // The worker's memory, idle once started and at its peak while it applies the events and sends the commands.
  const workerIdleBytes = pssBytesOf(worker.child.pid!);
  let workerPeakBytes = workerIdleBytes;
  const sampler = setInterval(() => (workerPeakBytes = Math.max(workerPeakBytes, pssBytesOf(worker.child.pid!))), 250);
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
  const run = Date.now().toString(36);
  let issued = 0;
  const post = async (leg: string) => {
    const { raw, headers } = signed(leg);
    const response = await fetch(`${server.baseUrl}/telnyx/webhook`, { method: "POST", headers, body: raw });
    await response.text();
    return response.status;
  };
  try {
    // The server starts cold (route modules unloaded, no pooled connections): untimed bursts with a fast Telnyx, each
    // finished before the next, so the figures measure the carrier's effect rather than connection set-up.
    for (let round = 0; round < 3; round++)
      await Promise.all(Array.from({ length: options.connections }, (_, i) => post(`v3:warm-${run}-${round}-${i}`)));
    // The warm-up's events are applied and their commands sent before the burst, which then starts from an idle queue.
    await untilQueueIdle(options.database);
    const burst = await benchTelnyxBurst({
      calls: 30,
      telnyx,
      post,
      run,
      admin: {
        url: `${server.baseUrl}/api/admin/properties?limit=50`,
        headers: { authorization: `Bearer ${options.adminKey}` },
      },
      resident: {
        url: `${server.baseUrl}/api/v1/profile`,
        headers: { authorization: `Bearer ${await signInDemo(server.baseUrl, "resident@gatehouse.local")}` },
      },
    });
    telnyx.setDelay(8_000);
    // Tallied by answer, with one body of each, so a non-2xx answer says why.
    const statuses: Record<string, number> = {};
    const samples: Record<string, string> = {};
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
          onResponse: (status, body) => {
            const answer = status < 300 ? String(status) : `${status} ${errorCode(body)}`;
            statuses[answer] = (statuses[answer] ?? 0) + 1;
            samples[answer] ??= body.slice(0, 300);
          },
        },
      ],
    });
    // The slow run's commands are not part of the latency run: drop them and start the worker afresh.
    await worker.stop();
    await options.database.$executeRawUnsafe(`delete from "${jobsSchema()}"._private_jobs`);
    telnyx.setDelay(0);
    worker = startWorker();
    await worker.ready;
    const sentAt = new Map<string, number>();
    const answerMs: number[] = [];
    const warming = new Set<string>();
    const arrived = () =>
      telnyx.commands.filter((command) => sentAt.has(command.path) || warming.has(command.path)).length;
    // Ten calls at a time, each ten after the last ten's commands arrived: pickup latency, not a backlog of its own.
    // The first ten, untimed, warm the new worker process (its modules and connections), as the warm-up did the server.
    for (let batch = -1; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const leg = `v3:latency-${run}-${batch}-${i}`;
          const sent = Date.now();
          const path = `/v2/calls/${encodeURIComponent(leg)}/actions/answer`;
          if (batch < 0) warming.add(path);
          else sentAt.set(path, sent);
          await post(leg);
          if (batch >= 0) answerMs.push(Date.now() - sent);
        }),
      );
      for (const deadline = Date.now() + 10_000; arrived() < sentAt.size + warming.size && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 5));
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
      .map((command) => command.receivedAt - sentAt.get(command.path)!);
    return {
      slowRequestsPerSecond: slow.requests.average,
      slowP99Ms: slow.latency.p99,
      slow2xx: slow["2xx"],
      slowNon2xx: slow.non2xx,
      slowStatuses: statuses,
      slowSamples: Object.fromEntries(Object.entries(samples).filter(([answer]) => !answer.startsWith("2"))),
      slowTimeouts: slow.timeouts,
      answerP50Ms: percentile(answerMs, 50),
      answerP99Ms: percentile(answerMs, 99),
      eventToCommandP50Ms: percentile(latencies, 50),
      eventToCommandP99Ms: percentile(latencies, 99),
      eventsTimed: latencies.length,
      burst,
      workerIdleBytes,
      workerPeakBytes,
    };
  } finally {
    clearInterval(sampler);
    await worker.stop();
    await server.stop();
    telnyx.setDelay(0);
    await telnyx.stop();
  }
}
