import pg from "pg";
import { log } from "../http/log";

// Advisory locks (this namespace, hash of a worker pool id) held on one connection for the process's life:
// when the process dies its connection closes, the locks vanish, and another worker frees its jobs.
const NAMESPACE = 71_431;
// A job locked this recently may belong to a worker whose lock is still being taken.
const GRACE = "10 seconds";

export type WorkerLiveness = { claim: (poolId: string) => void; stop: () => Promise<void> };

export async function holdWorkerLiveness(connectionString: string): Promise<WorkerLiveness> {
  const client = new pg.Client({ connectionString, application_name: "gatehouse-job-worker" });
  client.on("error", (error) =>
    log.error("job worker lost its liveness connection; its jobs may run again elsewhere", { error: error.message }),
  );
  await client.connect();
  return {
    claim: (workerId) =>
      void client
        .query("select pg_advisory_lock($1, hashtext($2))", [NAMESPACE, workerId])
        .catch((error: Error) => log.error("job worker liveness lock failed", { error: error.message })),
    stop: () => client.end(),
  };
}

// Puts back into the queue the jobs held by workers whose process is gone (killed, crashed, lost its network).
export async function releaseDeadWorkersJobs(pool: pg.Pool, schema: string): Promise<number> {
  const { rows } = await pool.query<{ released: number }>(
    `with dead as (
       select coalesce(array_agg(distinct j.locked_by), '{}') as ids from "${schema}"._private_jobs j
       where j.locked_by is not null and j.locked_at < now() - interval '${GRACE}'
         and not exists (
           select 1 from pg_locks l
           where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())
             and l.classid = $1::oid and l.objsubid = 2 and l.objid = (hashtext(j.locked_by)::bigint & 4294967295)::oid))
     select cardinality(ids) as released, "${schema}".force_unlock_workers(ids) from dead`,
    [NAMESPACE],
  );
  return rows[0]?.released ?? 0;
}

export function forceUnlockWorkers(pool: pg.Pool, schema: string, workerIds: string[]): Promise<unknown> {
  return pool.query(`select "${schema}".force_unlock_workers($1::text[])`, [workerIds]);
}
