import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { attemptDelivery } from "./attempt-delivery";

// One attempt of one delivery. HTTP failures are retried on the delivery's own 3-day schedule (a new job per
// attempt); the queue's retries cover only this process failing (database unreachable, crash).
export const deliverWebhookJob = defineJob({
  kind: "webhooks.deliver",
  schema: z.object({ deliveryId: z.string().min(1), attempt: z.number().int().positive() }),
  concurrency: 10,
  maxAttempts: 5,
  run: async ({ deliveryId, attempt }) => {
    await attemptDelivery(deliveryId, attempt);
  },
});
