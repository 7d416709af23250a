import { z } from "zod";
import { db } from "../db/client";
import { log } from "../http/log";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { notificationSchema, type Notification } from "./notification";
import { notificationTargetSchema, targetKey } from "./notification-target";
import { deliverNotification, type PendingTarget } from "./send-notification";

// Sends to one target, counting the first send: the last one is the fifth.
export const NOTIFICATION_ATTEMPTS = 5;

// The queue's own wait after a failed run (graphile-worker: e^attempts seconds, attempts counted from 1).
export const queueBackoffMs = (attempt: number) => Math.exp(Math.min(attempt, 10)) * 1000;

const retrySchema = z.object({
  userId: z.string().min(1),
  notification: notificationSchema,
  target: notificationTargetSchema,
  // The job that first sent the notification; with the target and the attempt it keys the retry.
  origin: z.string().min(1),
  // Sends to this target before this job's own runs.
  tried: z.number().int().min(1),
  // Past this the notification is stale (a visitor-calling alert lives 60 s) and is not sent again.
  expiresAt: z.iso.datetime(),
});

type RetryBase = { userId: string; notification: Notification; origin: string; tried: number; expiresAt: string };

// One job per target that failed in a way that may pass, so a retry never repeats what arrived or was refused. It
// waits at least `minDelayMs` or the provider's Retry-After; the key makes a repeat queue it once.
export async function scheduleNotificationRetries(pending: PendingTarget[], base: RetryBase, minDelayMs: number) {
  for (const { target, retryAfterMs } of pending) {
    const runAt = new Date(Date.now() + Math.max(retryAfterMs ?? 0, minDelayMs));
    await enqueueJob(
      db(),
      retryNotificationJob,
      { ...base, target },
      { jobKey: `notify-retry:${base.origin}:${targetKey(target)}:${base.tried}`, runAt },
    );
  }
}

// A failure that may pass is thrown, so the queue runs the job again after its own backoff; a provider's longer
// Retry-After is honoured by a successor job queued for that time.
export const retryNotificationJob = defineJob({
  kind: "notifications.retry",
  schema: retrySchema,
  concurrency: 10,
  maxAttempts: NOTIFICATION_ATTEMPTS,
  run: async (payload, ctx) => {
    const attempt = payload.tried + ctx.attempt;
    const fields = {
      userId: payload.userId,
      kind: payload.notification.kind,
      channel: payload.target.channel,
      attempt,
    };
    if (Date.now() >= Date.parse(payload.expiresAt)) return log.warn("notification expired before delivery", fields);
    const { pending } = await deliverNotification(payload.userId, payload.notification, {
      only: [payload.target],
      deadline: Date.parse(payload.expiresAt),
    });
    const failed = pending[0];
    if (!failed) return;
    if (attempt >= NOTIFICATION_ATTEMPTS) return log.warn("notification given up", { ...fields, why: failed.why });
    if ((failed.retryAfterMs ?? 0) > queueBackoffMs(ctx.attempt)) {
      await scheduleNotificationRetries([failed], { ...payload, tried: attempt }, 0);
      return;
    }
    throw new Error(`${failed.why} (attempt ${attempt} of ${NOTIFICATION_ATTEMPTS})`);
  },
});
