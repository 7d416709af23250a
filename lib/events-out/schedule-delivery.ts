import type { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import { deliverWebhookJob } from "./deliver-webhook-job";

// Queues one attempt of a delivery to run after the caller's transaction commits. The key names the attempt, so
// a repeat queues it once; `now` (a manual retry) gets a key of its own and runs at once beside a waiting retry.
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
  const attempt = delivery.attemptCount + 1;
  await enqueueJob(
    tx,
    deliverWebhookJob,
    { deliveryId, attempt },
    { jobKey: `webhook:${deliveryId}:${attempt}${options.now ? `:now:${runAt.getTime()}` : ""}`, runAt },
  );
}
