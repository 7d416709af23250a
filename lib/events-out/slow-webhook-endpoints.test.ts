import { afterEach, describe, expect, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { jobsSchema } from "../jobs/jobs-schema";
import { adminFetch } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { deliverWebhookJob } from "./deliver-webhook-job";
import { tenantWithReceiver } from "./testing/tenant-with-receiver";

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((receiver) => receiver.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The fast lane as a worker process runs it: its slots take the queued attempts in order, each as soon as one is free.
async function runFastLane(deliveryIds: string[], slots = deliverWebhookJob.concurrency): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: slots }, async () => {
      while (next < deliveryIds.length)
        await deliverWebhookJob.run({ deliveryId: deliveryIds[next++], attempt: 1 }, { jobId: "0", attempt: 1 });
    }),
  );
}

describe("a slow webhook endpoint", () => {
  it("delays only its own deliveries: another tenant's webhook goes out while 30 wait on one that never answers", async () => {
    const hanging = await tenantWithReceiver(opened, { hang: true }, []);
    const healthy = await tenantWithReceiver(opened);
    for (let i = 0; i < 30; i++)
      expect(
        (await adminFetch(hanging.key, "POST", `/api/admin/webhook-endpoints/${hanging.endpoint.id}/test`)).status,
      ).toBe(201);
    expect((await adminFetch(healthy.key, "POST", `/api/admin/devices/${healthy.ids.deviceId}/unlock`)).status).toBe(
      201,
    );
    const deliveries = await testDatabase().webhookDelivery.findMany({
      where: { endpointId: { in: [hanging.endpoint.id, healthy.endpoint.id] } },
      orderBy: { createdAt: "asc" },
      select: { id: true, endpointId: true },
    });
    expect(deliveries.at(-1)!.endpointId).toBe(healthy.endpoint.id);

    const started = performance.now();
    const lane = runFastLane(deliveries.map((delivery) => delivery.id));
    while (!healthy.receiver.received.length && performance.now() - started < 8_000) await sleep(50);
    const waitedMs = performance.now() - started;
    // The hanging endpoint's connections end here; the lane's attempts to it then fail at once.
    await hanging.receiver.close();
    await lane;

    expect(healthy.receiver.received.map((request) => request.payload.type)).toEqual(["door.opened"]);
    expect(waitedMs).toBeLessThan(4_000);
    // The hanging endpoint held a few slots; its other deliveries wait in its slow lane, none lost.
    expect(hanging.receiver.received.length).toBeLessThanOrEqual(3);
    const hangingIds = deliveries.filter((d) => d.endpointId === hanging.endpoint.id).map((d) => d.id);
    const queue = Prisma.raw(`"${jobsSchema()}"`);
    const slow = await testDatabase().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count
      FROM ${queue}._private_jobs j JOIN ${queue}._private_tasks t ON t.id = j.task_id
        JOIN ${queue}._private_job_queues q ON q.id = j.job_queue_id
      WHERE t.identifier = 'webhooks.deliver-slow' AND q.queue_name LIKE 'webhooks-slow:%'
        AND j.payload->>'deliveryId' IN (${Prisma.join(hangingIds)})`;
    const waiting = await testDatabase().webhookDelivery.count({
      where: { id: { in: hangingIds }, status: "pending", inFlightUntil: null },
    });
    expect(waiting).toBe(30);
    expect(slow[0].count).toBe(30);
    // Nothing of it is left to run when other tests drain the queue.
    await testDatabase().webhookEndpoint.delete({ where: { id: hanging.endpoint.id } });
  });
});
