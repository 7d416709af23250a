import type { Database } from "../db/client";
import { Prisma } from "../db/generated/client";
import { jobsSchema } from "./jobs-schema";

export type QueueHealth = {
  backlog: number;
  running: number;
  retrying: number;
  failed: number;
  oldestWaitingAt: string | null;
  oldestWaitingSeconds: number | null;
};

type Row = { backlog: bigint; running: bigint; retrying: bigint; failed: bigint; oldest: Date | null };

// The queue at a glance: jobs due and not yet taken (the backlog), running, waiting for a retry, failed for good.
export async function readQueueHealth(database: Database): Promise<QueueHealth> {
  const jobs = Prisma.raw(`"${jobsSchema()}"._private_jobs`);
  const [row] = await database.$queryRaw<Row[]>`
    select count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now()) as backlog,
           count(*) filter (where locked_at is not null) as running,
           count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now()) as retrying,
           count(*) filter (where attempts >= max_attempts) as failed,
           min(run_at) filter (where locked_at is null and attempts < max_attempts and run_at <= now()) as oldest
    from ${jobs}`;
  const oldest = row.oldest;
  return {
    backlog: Number(row.backlog),
    running: Number(row.running),
    retrying: Number(row.retrying),
    failed: Number(row.failed),
    oldestWaitingAt: oldest?.toISOString() ?? null,
    oldestWaitingSeconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : null,
  };
}
