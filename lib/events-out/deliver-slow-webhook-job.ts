import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { attemptDelivery } from "./attempt-delivery";

// The slow lane: retries, and the attempts of endpoints that are failing or slow to answer. Each endpoint's jobs share
// a named queue, so one holds at most one of these slots however many of its deliveries wait.
export const deliverSlowWebhookJob = defineJob({
  kind: "webhooks.deliver-slow",
  schema: z.object({ deliveryId: z.string().min(1), attempt: z.number().int().positive() }),
  concurrency: 5,
  maxAttempts: 5,
  namedQueues: true,
  run: async ({ deliveryId, attempt }) => {
    await attemptDelivery(deliveryId, attempt, "slow");
  },
});
