import type { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import type { Notification } from "./notification";
import { sendNotificationJob } from "./send-notification-job";

// Queues one notification to one resident, sent after the caller's transaction commits; one per resident and tag.
export async function scheduleNotification(
  tx: Prisma.TransactionClient,
  userId: string,
  notification: Notification,
): Promise<void> {
  await enqueueJob(
    tx,
    sendNotificationJob,
    { userId, notification },
    notification.tag ? { jobKey: `notify:${userId}:${notification.kind}:${notification.tag}` } : {},
  );
}
