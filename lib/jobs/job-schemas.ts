import { z } from "zod";
import { listQuery, timestamp } from "../framework/common-schemas";

// waiting: queued and not running (due now, or backing off before a retry); failed: out of attempts, kept for a look.
export const jobState = z.enum(["failed", "waiting"]);

export const listJobsQuery = listQuery({
  state: jobState.optional().describe("failed or waiting; both when left out"),
});

export const jobSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe("the job kind (graphile-worker's task identifier), such as telnyx.commands"),
    state: jobState,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    lastError: z.string().nullable().describe("the error of the last attempt, null before any attempt failed"),
    runAt: timestamp.describe("when the job runs next (for a failed job, when it last ran)"),
    createdAt: timestamp,
  })
  .meta({ id: "Job" });

export type ListJobsQuery = z.infer<typeof listJobsQuery>;
export type Job = z.infer<typeof jobSchema>;
