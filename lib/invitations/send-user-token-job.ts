import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { sendUserToken } from "./send-user-token";

export const sendUserTokenJob = defineJob({
  kind: "users.send-link",
  schema: z.object({ tokenId: z.string().min(1) }),
  concurrency: 5,
  maxAttempts: 5,
  run: async ({ tokenId }) => {
    await sendUserToken(tokenId);
  },
});
