import { z } from "zod";
import { db } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { deliverCommand } from "./deliver-command";

// Publishes a committed unlock command to its door; a command no longer pending or already expired is skipped.
export const publishUnlockJob = defineJob({
  kind: "devices.publish-unlock",
  schema: z.object({ commandId: z.string().min(1) }),
  concurrency: 10,
  // Retries back off e, e², e³ s: past the command's life (COMMAND_TTL_SECONDS) a retry only skips.
  maxAttempts: 3,
  run: async ({ commandId }) => {
    await deliverCommand(db(), commandId);
  },
});
