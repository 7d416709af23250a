import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { notificationLifetimeMs, notificationSchema } from "./notification";
import { queueBackoffMs, scheduleNotificationRetries } from "./retry-notification-job";
import { deliverNotification } from "./send-notification";

// The first send goes to every target at once; the targets that failed in a way that may pass get a retry job each.
export const sendNotificationJob = defineJob({
  kind: "notifications.send",
  schema: z.object({ userId: z.string().min(1), notification: notificationSchema }),
  concurrency: 10,
  maxAttempts: 3,
  run: async ({ userId, notification }, ctx) => {
    const { pending } = await deliverNotification(userId, notification);
    const expiresAt = new Date(Date.now() + notificationLifetimeMs(notification.kind)).toISOString();
    await scheduleNotificationRetries(
      pending,
      { userId, notification, origin: ctx.jobId, tried: 1, expiresAt },
      queueBackoffMs(1),
    );
  },
});
