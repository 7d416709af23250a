import type { Database } from "../db/client";
import { attemptDelivery } from "../events-out/attempt-delivery";
import { emitEvent } from "../events-out/emit-event";
import { startWebhookReceiver } from "../events-out/testing/start-webhook-receiver";
import { generateWebhookSecret } from "../events-out/webhook-secret";
import { roundedPercentile } from "./percentile";
import { setTimeout as sleep } from "node:timers/promises";
import { readQueueHealth } from "../jobs/read-queue-health";
import { startJobWorker } from "../jobs/start-job-worker";
import { deliverWebhookJob } from "../events-out/deliver-webhook-job";
import { deliverSlowWebhookJob } from "../events-out/deliver-slow-webhook-job";

export type WebhookFigures = {
  events: number;
  eventsPerSecond: number;
  verified: number;
  doorToWebhookP50Ms: number;
  doorToWebhookP99Ms: number;
  samples: number;
};

async function deliverPending(database: Database, endpointId: string, concurrency: number): Promise<void> {
  const pending = await database.webhookDelivery.findMany({
    where: { endpointId, status: "pending" },
    select: { id: true },
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pending.length) await attemptDelivery(pending[next++].id);
    }),
  );
}

type WebhookBenchOptions = {
  database: Database;
  databaseUrl: string;
  baseUrl: string;
  apiKey: string;
  tenantId: string;
  deviceId: string;
  events: number;
  samples: number;
  concurrency: number;
};

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

async function measureDeliveries(options: WebhookBenchOptions, endpointId: string, receiver: Receiver) {
  const { database } = options;
  await database.$transaction(
    async (tx) => {
      for (let i = 0; i < options.events; i++)
        await emitEvent(
          tx,
          options.tenantId,
          "webhook.test",
          { webhookEndpointId: endpointId, message: `bench ${i}` },
          { endpointId },
        );
    },
    { timeout: 120_000 },
  );
  const started = performance.now();
  await deliverPending(database, endpointId, options.concurrency);
  const seconds = (performance.now() - started) / 1000;
  const verified = receiver.received.filter((request) => request.verified).length;

  const delays = await measureDoorToWebhook(options, receiver);
  return {
    events: options.events,
    eventsPerSecond: options.events / seconds,
    verified,
    doorToWebhookP50Ms: roundedPercentile(delays, 50),
    doorToWebhookP99Ms: roundedPercentile(delays, 99),
    samples: delays.length,
  };
}

// Doors opened through the admin API, 100 ms apart, delivered by a job worker as in production: from each opening's
// recorded time to its door.opened webhook arriving at the receiver (one clock: everything runs on this machine).
async function measureDoorToWebhook(options: WebhookBenchOptions, receiver: Receiver): Promise<number[]> {
  const worker = await startJobWorker({
    connectionString: options.databaseUrl,
    definitions: [deliverWebhookJob, deliverSlowWebhookJob],
  });
  try {
    // The throughput part's events queued a job each (already delivered): the doors are measured on an idle queue.
    for (let waited = 0; (await readQueueHealth(options.database)).backlog > 0 && waited < 60_000; waited += 200)
      await sleep(200);
    const openings: Promise<{ id: string; occurredAt: string }>[] = [];
    for (let i = 0; i < options.samples; i++) {
      openings.push(openDoor(options));
      await sleep(100);
    }
    const opened = await Promise.all(openings);
    const deadline = Date.now() + 30_000;
    const arrivals = new Map<string, number>();
    while (arrivals.size < opened.length && Date.now() < deadline) {
      for (const request of receiver.received) {
        const event = (request.payload.data as { accessEvent?: { id: string } }).accessEvent;
        if (request.payload.type === "door.opened" && event) arrivals.set(event.id, request.arrivedAt);
      }
      await sleep(20);
    }
    return opened.map((event) => {
      const arrivedAt = arrivals.get(event.id);
      if (arrivedAt === undefined) throw new Error(`the door.opened webhook of ${event.id} did not arrive within 30 s`);
      return arrivedAt - Date.parse(event.occurredAt);
    });
  } finally {
    await worker.stop();
  }
}

async function openDoor(options: WebhookBenchOptions): Promise<{ id: string; occurredAt: string }> {
  const answer = await fetch(`${options.baseUrl}/api/admin/devices/${options.deviceId}/unlock`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.apiKey}` },
  });
  if (answer.status !== 201) throw new Error(`unlock answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { accessEvent: { id: string; occurredAt: string } } }).data.accessEvent;
}

// Signed deliveries per second to a local verifying receiver, and the delay from a door's opening to its webhook arriving.
export async function benchWebhooks(options: WebhookBenchOptions): Promise<WebhookFigures> {
  const secret = generateWebhookSecret();
  const receiver = await startWebhookReceiver({ secret: () => secret });
  try {
    const endpoint = await options.database.webhookEndpoint.create({
      data: { tenantId: options.tenantId, url: receiver.url, secret, eventTypes: ["webhook.test", "door.opened"] },
    });
    try {
      return await measureDeliveries(options, endpoint.id, receiver);
    } finally {
      // The later parts open doors too: with the receiver gone, its deliveries would only fail and retry.
      await options.database.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  } finally {
    await receiver.close();
  }
}
