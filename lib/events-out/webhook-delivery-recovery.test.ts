import { afterEach, describe, expect, it, vi } from "vitest";
import { Prisma } from "../db/generated/client";
import { jobsSchema } from "../jobs/jobs-schema";
import { adminFetch } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { attemptDelivery, TEST_ATTEMPTS } from "./attempt-delivery";
import { emitEvent } from "./emit-event";
import { queueStrandedDeliveries, STRANDED_AFTER_MS } from "./queue-stranded-deliveries";
import { deliverDueWebhooks } from "./testing/deliver-due-webhooks";
import { tenantWithReceiver } from "./testing/tenant-with-receiver";

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((receiver) => receiver.close()));
});

const jobs = () => Prisma.raw(`"${jobsSchema()}"`);
const deliveryOf = (endpointId: string) =>
  testDatabase().webhookDelivery.findFirstOrThrow({ where: { endpointId }, orderBy: { createdAt: "desc" } });

// Runs the endpoint's attempts that are due at `at` by this process's clock.
async function deliverAt(endpointId: string, at: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  await deliverDueWebhooks([endpointId]);
  vi.useRealTimers();
}

describe("test events", () => {
  it(`are tried ${TEST_ATTEMPTS} times, then given up`, async () => {
    const { key, receiver, endpoint } = await tenantWithReceiver(opened, { statuses: [500] });
    expect((await adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/test`)).status).toBe(201);
    await deliverDueWebhooks([endpoint.id]);
    for (let i = 1; i < TEST_ATTEMPTS + 2; i++) {
      const { nextAttemptAt } = await deliveryOf(endpoint.id);
      if (nextAttemptAt) await deliverAt(endpoint.id, nextAttemptAt.getTime() + 1);
    }
    expect(receiver.received).toHaveLength(TEST_ATTEMPTS);
    expect(await deliveryOf(endpoint.id)).toMatchObject({ status: "failed", nextAttemptAt: null });
    // A test never marks its endpoint as failing: only real deliveries count towards disabling it.
    expect(
      (await testDatabase().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).failingSince,
    ).toBeNull();
  });

  it("reach a disabled endpoint once when asked for, and are not retried there", async () => {
    const { key, receiver, endpoint } = await tenantWithReceiver(opened, { statuses: [500] });
    await adminFetch(key, "PATCH", `/api/admin/webhook-endpoints/${endpoint.id}`, { enabled: false });
    expect((await adminFetch(key, "POST", `/api/admin/webhook-endpoints/${endpoint.id}/test`)).status).toBe(201);
    await deliverDueWebhooks([endpoint.id]);
    expect(receiver.received).toHaveLength(1);
    const { nextAttemptAt } = await deliveryOf(endpoint.id);
    await deliverAt(endpoint.id, nextAttemptAt!.getTime() + 1);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryOf(endpoint.id)).toMatchObject({ status: "failed", nextAttemptAt: null, attemptCount: 1 });
  });
});

describe("a delivery's attempt", () => {
  it("is sent once when a manual retry comes while it is in flight", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver(opened, { answerAfterMs: 1_000 });
    await adminFetch(key, "POST", `/api/admin/devices/${ids.deviceId}/unlock`);
    const delivery = await deliveryOf(endpoint.id);
    const first = attemptDelivery(delivery.id, 1);
    while (!receiver.received.length) await new Promise((resolve) => setTimeout(resolve, 20));
    const retry = await adminFetch(
      key,
      "POST",
      `/api/admin/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`,
    );
    expect(retry.status).toBe(200);
    // The retry's job and the first attempt's own job both find the attempt in flight.
    await deliverDueWebhooks([endpoint.id]);
    expect(await first).toBe("succeeded");
    expect(receiver.received).toHaveLength(1);
    expect(await testDatabase().webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(1);
  });

  it("whose process died is claimable again after its deadline", async () => {
    const { ids, key, receiver, endpoint } = await tenantWithReceiver(opened);
    await adminFetch(key, "POST", `/api/admin/devices/${ids.deviceId}/unlock`);
    const { id } = await deliveryOf(endpoint.id);
    const claim = (inFlightUntil: Date) =>
      testDatabase().webhookDelivery.update({ where: { id }, data: { inFlightUntil } });
    await claim(new Date(Date.now() + 20_000));
    expect(await attemptDelivery(id, 1)).toBe("skipped");
    await claim(new Date(Date.now() - 1_000));
    expect(await attemptDelivery(id, 1)).toBe("succeeded");
    expect(receiver.received).toHaveLength(1);
  });
});

describe("the stranded deliveries sweep", () => {
  it("queues an overdue delivery whose job ran out of attempts, and leaves one whose job is alive", async () => {
    const { ids, receiver, endpoint } = await tenantWithReceiver(opened);
    const other = await tenantWithReceiver(opened);
    // The job failed every time it ran (the database was away), so the queue keeps it as failed; the other's job waits
    // for a retry time still to come. Set in the delivery's own transaction: no other test's runner sees it due.
    const deliver = (tenantId: string, endpointId: string, job: Prisma.Sql) =>
      testDatabase().$transaction(async (tx) => {
        const eventId = await emitEvent(
          tx,
          tenantId,
          "webhook.test",
          { webhookEndpointId: endpointId, message: "x" },
          { endpointId },
        );
        await tx.$executeRaw`UPDATE ${jobs()}._private_jobs SET ${job} WHERE payload->>'deliveryId' IN
          (SELECT id FROM webhook_deliveries WHERE "eventId" = ${eventId})`;
      });
    await deliver(ids.tenantId, endpoint.id, Prisma.sql`attempts = max_attempts`);
    await deliver(other.ids.tenantId, other.endpoint.id, Prisma.sql`run_at = now() + interval '1 hour'`);
    const stranded = await deliveryOf(endpoint.id);
    const alive = await deliveryOf(other.endpoint.id);
    await deliverDueWebhooks([endpoint.id]);
    expect(receiver.received).toHaveLength(0);

    const later = new Date(Date.now() + STRANDED_AFTER_MS + 60_000);
    expect(
      await queueStrandedDeliveries(testDatabase(), later, [endpoint.id, other.endpoint.id]),
    ).toBeGreaterThanOrEqual(1);
    expect((await deliveryOf(endpoint.id)).nextAttemptAt).toEqual(later);
    expect((await deliveryOf(other.endpoint.id)).nextAttemptAt).toEqual(alive.nextAttemptAt);
    // Swept once: a second sweep finds its new job alive.
    await queueStrandedDeliveries(testDatabase(), later, [endpoint.id, other.endpoint.id]);
    const queued = await testDatabase().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count
      FROM ${jobs()}._private_jobs WHERE payload->>'deliveryId' = ${stranded.id} AND attempts < max_attempts`;
    expect(queued[0].count).toBe(1);

    await deliverAt(endpoint.id, later.getTime() + 1);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryOf(endpoint.id)).toMatchObject({ status: "succeeded" });
  });
});
