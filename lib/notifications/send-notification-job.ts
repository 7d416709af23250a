import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { notificationSchema } from "./notification";
import { sendNotification } from "./send-notification";

export const sendNotificationJob = defineJob({
  kind: "notifications.send",
  schema: z.object({ userId: z.string().min(1), notification: notificationSchema }),
  concurrency: 10,
  maxAttempts: 3,
  run: async ({ userId, notification }) => {
    await sendNotification(userId, notification);
  },
});
