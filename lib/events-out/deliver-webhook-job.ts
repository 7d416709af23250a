import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { attemptDelivery } from "./attempt-delivery";

// One attempt of one delivery in the fast lane. HTTP failures are retried on the delivery's own 3-day schedule (a new
// job per attempt, in the slow lane); the queue's retries cover only this process failing (database unreachable,
// crash). An endpoint holds at most 3 of these slots at once (limit-endpoint-slots.ts).
export const deliverWebhookJob = defineJob({
  kind: "webhooks.deliver",
  schema: z.object({ deliveryId: z.string().min(1), attempt: z.number().int().positive() }),
  concurrency: 10,
  maxAttempts: 5,
  run: async ({ deliveryId, attempt }) => {
    await attemptDelivery(deliveryId, attempt, "fast");
  },
});
