import type pg from "pg";

// Deletes the named queues that hold no job and whose names the job kinds no longer use (an earlier release named one
// per Telnyx leg): every job fetch locks each named queue, so their number is its cost. A name in use is never
// touched, so a job queued meanwhile cannot lose its queue.
export async function dropRetiredQueues(pool: pg.Pool, schema: string, prefixesInUse: string[]): Promise<number> {
  const patterns = prefixesInUse.map((prefix) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`);
  const { rowCount } = await pool.query(
    `delete from "${schema}"._private_job_queues q
     where q.locked_at is null and not (q.queue_name like any ($1::text[]))
       and q.id not in (select j.job_queue_id from "${schema}"._private_jobs j where j.job_queue_id is not null)`,
    [patterns],
  );
  return rowCount ?? 0;
}
