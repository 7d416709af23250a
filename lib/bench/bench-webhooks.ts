import type { Database } from "../db/client";
import { attemptDelivery } from "../events-out/attempt-delivery";
import { emitEvent } from "../events-out/emit-event";
import { startWebhookReceiver } from "../events-out/testing/start-webhook-receiver";
import { generateWebhookSecret } from "../events-out/webhook-secret";
import { percentile } from "./percentile";

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

// Signed deliveries per second to a local verifying receiver, and the delay from an unlock request to its webhook arriving.
export async function benchWebhooks(options: {
  database: Database;
  baseUrl: string;
  apiKey: string;
  tenantId: string;
  deviceId: string;
  events: number;
  samples: number;
  concurrency: number;
}): Promise<WebhookFigures> {
  const { database } = options;
  const secret = generateWebhookSecret();
  const receiver = await startWebhookReceiver({ secret: () => secret });
  const endpoint = await database.webhookEndpoint
    .create({
      data: { tenantId: options.tenantId, url: receiver.url, secret, eventTypes: ["webhook.test", "door.opened"] },
    })
    .catch(async (error) => {
      await receiver.close();
      throw error;
    });
  try {
    await database.$transaction(
      async (tx) => {
        for (let i = 0; i < options.events; i++)
          await emitEvent(
            tx,
            options.tenantId,
            "webhook.test",
            { webhookEndpointId: endpoint.id, message: `bench ${i}` },
            { endpointId: endpoint.id },
          );
      },
      { timeout: 120_000 },
    );
    const started = performance.now();
    await deliverPending(database, endpoint.id, options.concurrency);
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
      await deliverPending(database, endpoint.id, 1);
      if (receiver.received.length !== before + 1) throw new Error("the door.opened webhook did not arrive");
      delays.push(performance.now() - sent);
    }
    return {
      events: options.events,
      eventsPerSecond: options.events / seconds,
      verified,
      doorToWebhookP50Ms: Math.round(percentile(delays, 50)),
      doorToWebhookP99Ms: Math.round(percentile(delays, 99)),
      samples: delays.length,
    };
  } finally {
    // The later parts open doors too: with the receiver gone, its deliveries would only fail and retry.
    await database.webhookEndpoint.delete({ where: { id: endpoint.id } });
    await receiver.close();
  }
}
