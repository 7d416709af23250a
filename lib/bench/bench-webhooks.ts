import type { Database } from "../db/client";
import { attemptDelivery } from "../events-out/attempt-delivery";
import { emitEvent } from "../events-out/emit-event";
import { startWebhookReceiver } from "../events-out/testing/start-webhook-receiver";
import { generateWebhookSecret } from "../events-out/webhook-secret";
import { roundedPercentile } from "./percentile";

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

  const delays: number[] = [];
  for (let i = 0; i < options.samples; i++) {
    const sent = performance.now();
    const opened = await fetch(`${options.baseUrl}/api/admin/devices/${options.deviceId}/unlock`, {
      method: "POST",
      headers: { authorization: `Bearer ${options.apiKey}` },
    });
    if (opened.status !== 201) throw new Error(`unlock answered ${opened.status}: ${await opened.text()}`);
    const before = receiver.received.length;
    await deliverPending(database, endpointId, 1);
    if (receiver.received.length !== before + 1) throw new Error("the door.opened webhook did not arrive");
    delays.push(performance.now() - sent);
  }
  return {
    events: options.events,
    eventsPerSecond: options.events / seconds,
    verified,
    doorToWebhookP50Ms: roundedPercentile(delays, 50),
    doorToWebhookP99Ms: roundedPercentile(delays, 99),
    samples: delays.length,
  };
}

// Signed deliveries per second to a local verifying receiver, and the delay from an unlock request to its webhook arriving.
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
