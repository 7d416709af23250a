import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { mailEndpointDisabled } from "./mail-endpoint-disabled";

// One owner's mail about one disabled endpoint, sent after the disabling commits.
export const mailEndpointDisabledJob = defineJob({
  kind: "webhooks.mail-disabled",
  schema: z.object({ endpointId: z.string().min(1), userId: z.string().min(1) }),
  concurrency: 5,
  maxAttempts: 5,
  run: async ({ endpointId, userId }) => {
    await mailEndpointDisabled(endpointId, userId);
  },
});
