import { db, type Database } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { Sweep } from "../jobs/define-sweep";
import { jobsSchema } from "../jobs/jobs-schema";
import { deliveryAttemptJobSql, deliveryJobKey } from "./schedule-delivery";

// Past the queue's own retries of a job (about 85 s) and any hand-off, so a live job is not raced.
export const STRANDED_AFTER_MS = 2 * 60_000;

type Overdue = { id: string; endpointId: string; attemptCount: number; nextAttemptAt: Date | null };

const keysOf = (delivery: Overdue) =>
  (["fast", "slow"] as const).map((lane) =>
    deliveryJobKey(lane, delivery.id, delivery.attemptCount + 1, delivery.nextAttemptAt!),
  );

// A pending delivery long past its next attempt whose job is gone (it ran out of attempts, say while the database
// failed to record an answer) gets a new one: its due time moves to now in the same transaction, which only one of
// several sweeping workers manages, and which names the new job.
// `endpointIds` limits a sweep to those endpoints (tests sharing a database sweep only their own).
export async function queueStrandedDeliveries(
  database: Database = db(),
  now = new Date(),
  endpointIds?: string[],
): Promise<number> {
  const overdue: Overdue[] = await database.webhookDelivery.findMany({
    where: {
      ...(endpointIds ? { endpointId: { in: endpointIds } } : {}),
      status: "pending",
      nextAttemptAt: { lte: new Date(now.getTime() - STRANDED_AFTER_MS) },
      OR: [{ inFlightUntil: null }, { inFlightUntil: { lte: now } }],
    },
    select: { id: true, endpointId: true, attemptCount: true, nextAttemptAt: true },
    orderBy: { nextAttemptAt: "asc" },
    take: 200,
  });
  if (!overdue.length) return 0;
  // A job is live while it runs or has attempts left; one out of attempts stays in the queue, failed.
  const live = await database.$queryRaw<{ key: string }[]>`SELECT key FROM ${Prisma.raw(`"${jobsSchema()}"`)}.jobs
    WHERE key = ANY(${overdue.flatMap(keysOf)}::text[]) AND (locked_at IS NOT NULL OR attempts < max_attempts)`;
  const liveKeys = new Set(live.map((job) => job.key));
  let queued = 0;
  for (const delivery of overdue.filter((candidate) => !keysOf(candidate).some((key) => liveKeys.has(key))))
    queued += await database.$transaction(async (tx) => {
      const { id, endpointId, attemptCount, nextAttemptAt } = delivery;
      const moved = await tx.webhookDelivery.updateMany({
        where: { id, status: "pending", attemptCount, nextAttemptAt },
        data: { nextAttemptAt: now },
      });
      if (!moved.count) return 0;
      const job = deliveryAttemptJobSql({
        deliveryId: id,
        endpointId,
        attempt: attemptCount + 1,
        dueAt: now,
        lane: "fast",
      });
      await tx.$executeRaw`SELECT ${job} IS NOT NULL`;
      return 1;
    });
  return queued;
}

export const strandedDeliveriesSweep: Sweep = {
  name: "webhooks.stranded-deliveries",
  everyMs: 30_000,
  run: () => queueStrandedDeliveries(),
};
