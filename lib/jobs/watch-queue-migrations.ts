import type { WorkerPool } from "graphile-worker";
import type { Pool } from "pg";
import { log } from "../http/log";

const newestBreaking = async (pool: Pool, schema: string): Promise<number> =>
  (await pool.query<{ id: number | null }>(`select max(id) as id from "${schema}".migrations where breaking`)).rows[0]
    ?.id ?? 0;

// graphile-worker announces each migration it applies on one channel, naming no schema, and its runners stop at any
// breaking one, so installing another queue schema in the database (a test's, another deployment's) stopped them. These
// runners stop, as the library's would, only when their own schema has a breaking migration newer than at their start.
export async function watchQueueMigrations(
  pool: Pool,
  schema: string,
  runners: () => Iterable<WorkerPool>,
): Promise<() => void> {
  const known = await newestBreaking(pool, schema);
  let stopped = false;
  return () =>
    void newestBreaking(pool, schema)
      .then((newest) => {
        if (stopped || newest <= known) return;
        stopped = true;
        log.warn("a newer release migrated the job queue; this process's runners stop", { schema, migration: newest });
        void Promise.allSettled([...runners()].map(async (runner) => runner.gracefulShutdown("breaking migration")));
      })
      .catch((error: Error) => log.warn("could not read the job queue's migrations", { error: error.message }));
}
