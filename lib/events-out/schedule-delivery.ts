import type { Prisma } from "../db/generated/client";
import { addJobSql } from "../jobs/enqueue-job";
import { deliverWebhookJob } from "./deliver-webhook-job";

// One attempt of a delivery as a job, to queue alone or inside a larger statement. The key names the attempt, so
// a repeat queues it once; `now` (a manual retry) gets a key of its own and runs at once beside a waiting retry.
export function deliveryAttemptJobSql(
  deliveryId: string,
  attempt: number,
  runAt: Date,
  options: { now?: boolean } = {},
): Prisma.Sql {
  return addJobSql(
    deliverWebhookJob,
    { deliveryId, attempt },
    { jobKey: `webhook:${deliveryId}:${attempt}${options.now ? `:now:${runAt.getTime()}` : ""}`, runAt },
  );
}

// Queues the delivery's next attempt to run after the caller's transaction commits.
export async function scheduleDelivery(
  tx: Prisma.TransactionClient,
  deliveryId: string,
  runAt: Date,
  options: { now?: boolean } = {},
): Promise<void> {
  const delivery = await tx.webhookDelivery.update({
    where: { id: deliveryId },
    data: { nextAttemptAt: runAt },
    select: { attemptCount: true },
  });
  await tx.$executeRaw`SELECT ${deliveryAttemptJobSql(deliveryId, delivery.attemptCount + 1, runAt, options)} IS NOT NULL`;
}
