import type { Database } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { jobsSchema } from "../jobs-schema";

export type QueuedJob = {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  runAt: Date;
  lockedAt: Date | null;
  lastError: string | null;
};

// The queue's rows for some job kinds, read straight from the library's table.
export function readQueuedJobs(
  database: Database | Prisma.TransactionClient,
  kinds: string[],
  schema = jobsSchema(),
): Promise<QueuedJob[]> {
  return database.$queryRaw<QueuedJob[]>`
    select j.id::text as id, t.identifier as kind, j.payload, j.attempts, j.run_at as "runAt", j.locked_at as "lockedAt", j.last_error as "lastError"
    from ${Prisma.raw(`"${schema}"`)}._private_jobs j join ${Prisma.raw(`"${schema}"`)}._private_tasks t on t.id = j.task_id
    where t.identifier in (${Prisma.join(kinds)}) order by j.id`;
}
