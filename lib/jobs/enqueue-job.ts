import type { z } from "zod";
import type { Database } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { JobDefinition } from "./define-job";
import { jobsSchema } from "./jobs-schema";

export type EnqueueOptions = { jobKey?: string; runAt?: Date };

// Inserts the job in the caller's transaction: it exists only if that transaction commits, and runs after it.
// A job key already queued (waiting, running or failed) makes this a no-op, so a repeat never doubles an effect.
export async function enqueueJob<S extends z.ZodTypeAny>(
  tx: Prisma.TransactionClient | Database,
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options: EnqueueOptions = {},
): Promise<void> {
  const parsed: unknown = job.schema.parse(payload);
  const schema = Prisma.raw(`"${jobsSchema()}"`);
  await tx.$executeRaw`select from ${schema}.add_job(
    identifier => ${job.kind},
    payload => ${JSON.stringify(parsed)}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${job.maxAttempts}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => 'unsafe_dedupe'
  )`;
}
