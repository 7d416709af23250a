import { Client } from "pg";
import { runMigrations } from "graphile-worker";
import { jobLogger } from "./job-logger";
import { jobsSchema } from "./jobs-schema";
import { JOB_NOTICES } from "./listen-for-jobs";

// A job finishing in a named queue wakes the runner of the next job waiting in that queue: the library notifies only
// on insert, so the waiting job would otherwise sit until the next poll. The notice goes out when the finish commits.
const wakeQueueSql = (schema: string) => `
  create or replace function "${schema}".wake_named_queue() returns trigger language plpgsql as $$
  declare next_kind text;
  begin
    select t.identifier into next_kind from "${schema}"._private_jobs j
      join "${schema}"._private_tasks t on t.id = j.task_id
      where j.job_queue_id = old.job_queue_id order by j.priority, j.run_at, j.id limit 1;
    if found then
      perform pg_notify('${JOB_NOTICES}', '${schema} ' || next_kind || ' ' || old.id::text);
    end if;
    return null;
  end $$;
  create or replace trigger wake_named_queue after delete on "${schema}"._private_jobs
    for each row when (old.job_queue_id is not null) execute function "${schema}".wake_named_queue();`;

// The queue's own tables and functions (the library versions them), then the trigger above; safe to run on every start.
export async function migrateJobQueue(connectionString: string, schema = jobsSchema()): Promise<void> {
  await runMigrations({ connectionString, schema, logger: jobLogger });
  const client = new Client({ connectionString });
  await client.connect();
  try {
    // Instances starting together would otherwise replace the function at once ("tuple concurrently updated").
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext($1))", [`${schema}.wake_named_queue`]);
    await client.query(wakeQueueSql(schema));
    await client.query("commit");
  } finally {
    await client.end();
  }
}
