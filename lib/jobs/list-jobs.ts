import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { requirePlatform } from "../framework/require-platform";
import { badCursor, readKeysetPage } from "../http/read-keyset-page";
import type { Job, ListJobsQuery } from "./job-schemas";
import { jobsSchema } from "./jobs-schema";

type Row = {
  id: string;
  kind: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
};

const STATES = {
  failed: Prisma.sql`attempts >= max_attempts`,
  waiting: Prisma.sql`locked_at is null and attempts < max_attempts`,
};

const serializeJob = (row: Row): Job => ({
  ...row,
  state: row.attempts >= row.maxAttempts ? "failed" : "waiting",
  runAt: row.runAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

// Failed and waiting jobs, newest first, read through graphile-worker's public `jobs` view; platform callers only.
export async function listJobs(principal: AdminPrincipal, query: ListJobsQuery) {
  requirePlatform(principal, "Only platform callers can see the job queue");
  const jobs = Prisma.raw(`"${jobsSchema()}".jobs`);
  const state = query.state ? STATES[query.state] : Prisma.sql`(${STATES.failed} or ${STATES.waiting})`;
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "id", direction: "desc", kind: "text" },
    ({ position, skip, take }) => {
      if (position && !/^\d{1,18}$/.test(position.id)) throw badCursor();
      const after = position ? Prisma.sql`and id < ${position.id}::bigint` : Prisma.empty;
      // Ordered by the table's bigint id: the text alias "id" would sort 9 after 89.
      return db().$queryRaw<Row[]>`
        select id::text as id, task_identifier as kind, attempts::int as attempts, max_attempts::int as "maxAttempts",
               last_error as "lastError", run_at as "runAt", created_at as "createdAt"
        from ${jobs} as job where ${state} ${after} order by job.id desc limit ${take} offset ${skip}`;
    },
    async () =>
      Number((await db().$queryRaw<{ count: bigint }[]>`select count(*) from ${jobs} where ${state}`)[0].count),
  );
  return { jobs: items.map(serializeJob), total, nextCursor };
}
