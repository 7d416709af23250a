import { runOnce } from "graphile-worker";
import { Pool } from "pg";
import { config } from "../../config/read-config";
import type { JobDefinition } from "../define-job";
import { jobLogger } from "../job-logger";
import { jobs } from "../job-registry";
import { jobsSchema } from "../jobs-schema";
import { toTask } from "../to-task";

// Rounds are bounded so a job that queues another due job forever fails the test instead of hanging it.
const MAX_ROUNDS = 50;

// Runs every job that is due, one at a time, until none is left; jobs waiting for a retry stay queued.
export async function runJobsUntilIdle(
  options: { connectionString?: string; definitions?: JobDefinition[]; schema?: string } = {},
): Promise<void> {
  const definitions = options.definitions ?? jobs;
  const connectionString = options.connectionString ?? config().DATABASE_URL;
  const schema = options.schema ?? jobsSchema();
  const kinds = definitions.map((definition) => definition.kind);
  const pool = new Pool({ connectionString, max: 1 });
  try {
    // runOnce stops at the first fetch that finds nothing, and a named queue's next job is not found while the
    // completion of the one before it (sent without waiting) has yet to release the queue; another round runs it.
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await runOnce({
        connectionString,
        schema,
        taskList: Object.fromEntries(definitions.map((definition) => [definition.kind, toTask(definition)])),
        logger: jobLogger,
        noHandleSignals: true,
        // Unbatched completions are not awaited by runOnce, so the last job's row could outlive it; batched ones are.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      });
      if (!(await dueJobs(pool, schema, kinds))) return;
    }
    throw new Error(`jobs were still due after ${MAX_ROUNDS} rounds`);
  } finally {
    await pool.end();
  }
}

// Due, available (unlocked, attempts left), and in no queue a job holds: what runOnce would fetch now.
async function dueJobs(pool: Pool, schema: string, kinds: string[]): Promise<number> {
  const s = `"${schema}"`;
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count
     from ${s}._private_jobs j
     join ${s}._private_tasks t on t.id = j.task_id
     left join ${s}._private_job_queues q on q.id = j.job_queue_id
     where t.identifier = any($1) and j.is_available and j.run_at <= now() and (q.id is null or q.is_available)`,
    [kinds],
  );
  return rows[0].count;
}
