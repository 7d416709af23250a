import { runOnce } from "graphile-worker";
import { config } from "../../config/read-config";
import type { JobDefinition } from "../define-job";
import { jobLogger } from "../job-logger";
import { jobs } from "../job-registry";
import { jobsSchema } from "../jobs-schema";
import { toTask } from "../to-task";

// Runs every job that is due, one at a time, until none is left; jobs waiting for a retry stay queued.
export async function runJobsUntilIdle(
  options: { connectionString?: string; definitions?: JobDefinition[]; schema?: string } = {},
): Promise<void> {
  const definitions = options.definitions ?? jobs;
  await runOnce({
    connectionString: options.connectionString ?? config().DATABASE_URL,
    schema: options.schema ?? jobsSchema(),
    taskList: Object.fromEntries(definitions.map((definition) => [definition.kind, toTask(definition)])),
    logger: jobLogger,
    noHandleSignals: true,
    // Unbatched completions are not awaited by runOnce, so the last job's row could outlive it; batched ones are.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  });
}
