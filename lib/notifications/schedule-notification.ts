import type { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import type { Notification } from "./notification";
import { sendNotificationJob } from "./send-notification-job";

// A job key stays taken while its job waits, runs or has failed for good; the minute bounds how long a failed one
// can silence a tag that repeats (a door held open again).
const minute = (at: Date) => Math.floor(at.getTime() / 60_000);

// Queues one notification to one resident, sent after the caller's transaction commits; one per resident, tag and
// minute. The time it was queued goes with it, so a stale one is dropped rather than sent.
export async function scheduleNotification(
  tx: Prisma.TransactionClient,
  userId: string,
  notification: Notification,
  now = new Date(),
): Promise<void> {
  await enqueueJob(
    tx,
    sendNotificationJob,
    { userId, notification, queuedAt: now.toISOString() },
    notification.tag ? { jobKey: `notify:${userId}:${notification.kind}:${notification.tag}:${minute(now)}` } : {},
  );
}
