import { db } from "../db/client";
import { targetKey, type NotificationTarget } from "./notification-target";

// Rows left by a job that failed for good are dropped after this.
const KEEP_MS = 24 * 60 * 60 * 1000;

export async function readSettledTargets(jobId: string): Promise<Set<string>> {
  const rows = await db().notificationSend.findMany({ where: { jobId }, select: { target: true } });
  return new Set(rows.map((row) => row.target));
}

export async function recordSettledTarget(jobId: string, target: NotificationTarget): Promise<void> {
  await db().notificationSend.createMany({ data: [{ jobId, target: targetKey(target) }], skipDuplicates: true });
}

// The job is done and will not run again: its rows, and any a failed job left behind long ago, go.
export async function forgetSettledTargets(jobId: string): Promise<void> {
  await db().notificationSend.deleteMany({
    where: { OR: [{ jobId }, { createdAt: { lt: new Date(Date.now() - KEEP_MS) } }] },
  });
}
