import type { Prisma } from "../db/generated/client";

// Queues one attempt of a delivery to run after the caller's transaction commits.
export async function scheduleDelivery(tx: Prisma.TransactionClient, deliveryId: string, runAt: Date, _options: { now?: boolean } = {}): Promise<void> {
  await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { nextAttemptAt: runAt } });
}
