import { z } from "zod";
import { log } from "../http/log";
import { defineJob } from "../jobs/define-job";
import { notificationLifetimeMs, notificationSchema } from "./notification";
import { forgetSettledTargets, readSettledTargets, recordSettledTarget } from "./record-notification-sends";
import { queueBackoffMs, scheduleNotificationRetries } from "./retry-notification-job";
import { deliverNotification } from "./send-notification";

// The first send goes to every target at once; the targets that failed in a way that may pass get a retry job each.
export const sendNotificationJob = defineJob({
  kind: "notifications.send",
  schema: z.object({
    userId: z.string().min(1),
    notification: notificationSchema,
    // When the event happened; a notification older than its lifetime is not sent. Optional for jobs queued without it.
    queuedAt: z.iso.datetime().optional(),
  }),
  concurrency: 10,
  maxAttempts: 3,
  run: async ({ userId, notification, queuedAt }, ctx) => {
    const expiresAt = Date.parse(queuedAt ?? new Date().toISOString()) + notificationLifetimeMs(notification.kind);
    if (Date.now() >= expiresAt)
      return log.warn("notification expired before delivery", { userId, kind: notification.kind, attempt: 1 });
    // A rerun (something failed after some sends) skips the targets an earlier run finished with.
    const settled = ctx.attempt > 1 ? await readSettledTargets(ctx.jobId) : undefined;
    const { pending } = await deliverNotification(userId, notification, {
      deadline: expiresAt,
      settled,
      onSettled: (target) => recordSettledTarget(ctx.jobId, target),
    });
    await scheduleNotificationRetries(
      pending,
      { userId, notification, origin: ctx.jobId, tried: 1, expiresAt: new Date(expiresAt).toISOString() },
      queueBackoffMs(1),
    );
    await forgetSettledTargets(ctx.jobId);
  },
});
