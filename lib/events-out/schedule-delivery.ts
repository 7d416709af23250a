import { Prisma } from "../db/generated/client";
import { addJobSql } from "../jobs/enqueue-job";
import { hashedQueueName } from "../jobs/hashed-queue-name";
import { deliverSlowWebhookJob } from "./deliver-slow-webhook-job";
import { deliverWebhookJob } from "./deliver-webhook-job";

// fast: first attempts and manual retries, 10 slots for every tenant; slow: retries and endpoints that are failing
// or slow, each endpoint's attempts one at a time in its named queue (docs/architecture.md, "Events out").
export type Lane = "fast" | "slow";

export const SLOW_QUEUE_PREFIX = "webhooks-slow:";

const PREFIX: Record<Lane, string> = { fast: "webhook", slow: "webhook-slow" };

// An attempt's job key: its lane, delivery, attempt and the time it was due, which the delivery keeps as
// nextAttemptAt; so a repeat queues it once, a manual retry or a sweep (a new due time) queues anew, and the sweep
// can tell whether a delivery's job is still there (queue-stranded-deliveries.ts).
export const deliveryJobKey = (lane: Lane, deliveryId: string, attempt: number, dueAt: Date) =>
  `${PREFIX[lane]}:${deliveryId}:${attempt}:${dueAt.getTime()}`;

export type AttemptJob = {
  deliveryId: string;
  endpointId: string;
  attempt: number;
  dueAt: Date;
  lane: Lane;
  // When the job runs, if not at dueAt (a hand-off to the slow lane runs at once).
  runAt?: Date;
};

// One attempt of a delivery as a job, to queue alone or inside a larger statement.
export function deliveryAttemptJobSql({ deliveryId, endpointId, attempt, dueAt, lane, runAt }: AttemptJob): Prisma.Sql {
  const job = lane === "fast" ? deliverWebhookJob : deliverSlowWebhookJob;
  return addJobSql(
    job,
    { deliveryId, attempt },
    {
      jobKey: deliveryJobKey(lane, deliveryId, attempt, dueAt),
      runAt: runAt ?? dueAt,
      queueName: lane === "slow" ? hashedQueueName(SLOW_QUEUE_PREFIX, endpointId) : undefined,
    },
  );
}

// Queues the delivery's next attempt in the fast lane to run after the caller's transaction commits.
export async function scheduleDelivery(tx: Prisma.TransactionClient, deliveryId: string, runAt: Date): Promise<void> {
  const delivery = await tx.webhookDelivery.update({
    where: { id: deliveryId },
    data: { nextAttemptAt: runAt },
    select: { attemptCount: true, endpointId: true },
  });
  const job = deliveryAttemptJobSql({
    deliveryId,
    endpointId: delivery.endpointId,
    attempt: delivery.attemptCount + 1,
    dueAt: runAt,
    lane: "fast",
  });
  await tx.$executeRaw`SELECT ${job} IS NOT NULL`;
}
