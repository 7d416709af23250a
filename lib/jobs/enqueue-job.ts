import type { z } from "zod";
import type { Database } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { JobDefinition } from "./define-job";
import { jobsSchema } from "./jobs-schema";
import { JOB_NOTICES } from "./listen-for-jobs";

// queueName: jobs sharing one run one at a time, in the order they were queued.
export type EnqueueOptions = { jobKey?: string; runAt?: Date; queueName?: string };

// The library's add_job call for one job, as an expression to run alone or inside a larger statement. A new job also
// sends the notice naming its kind (listen-for-jobs.ts), delivered when the transaction commits.
export function addJobSql<S extends z.ZodTypeAny>(
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options: EnqueueOptions = {},
): Prisma.Sql {
  if (options.queueName && !job.namedQueues)
    throw new Error(`Job kind "${job.kind}" takes no queueName: define it with namedQueues: true`);
  const parsed: unknown = job.schema.parse(payload);
  const schema = jobsSchema();
  return Prisma.sql`(SELECT job FROM ${Prisma.raw(`"${schema}"`)}.add_job(
    identifier => ${job.kind},
    payload => ${JSON.stringify(parsed)}::json,
    queue_name => ${options.queueName ?? null}::text,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${job.maxAttempts}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => 'unsafe_dedupe'
  ) AS job LEFT JOIN LATERAL (
    SELECT pg_notify(${JOB_NOTICES}, ${`${schema} ${job.kind} `} || job.id::text) WHERE job.revision = 0
  ) AS notice ON true)`;
}

// Inserts the job in the caller's transaction: it exists only if that transaction commits, and runs after it.
// A job key already queued (waiting, running or failed) makes this a no-op, so a repeat never doubles an effect.
export async function enqueueJob<S extends z.ZodTypeAny>(
  tx: Prisma.TransactionClient | Database,
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options: EnqueueOptions = {},
): Promise<void> {
  await tx.$executeRaw`SELECT ${addJobSql(job, payload, options)} IS NOT NULL`;
}
