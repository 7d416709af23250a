import { EventEmitter } from "node:events";
import { run, type Runner, type WorkerEvents, type WorkerPool } from "graphile-worker";
import { config } from "../config/read-config";
import { endPool, openPool } from "../db/open-pool";
import { log } from "../http/log";
import { shareMetrics } from "../metrics/share-metrics";
import { traceIfConfigured } from "../metrics/trace-if-configured";
import type { JobDefinition } from "./define-job";
import type { Sweep } from "./define-sweep";
import { jobLogger } from "./job-logger";
import { jobs, queuePrefixes, sweeps as registeredSweeps } from "./job-registry";
import { dropRetiredQueues } from "./drop-retired-queues";
import { jobsSchema } from "./jobs-schema";
import { listenForJobs, type JobNotices } from "./listen-for-jobs";
import { migrateJobQueue } from "./migrate-job-queue";
import { runSweeps } from "./run-sweeps";
import { toTask } from "./to-task";
import { watchQueueMigrations } from "./watch-queue-migrations";
import { forceUnlockWorkers, holdWorkerLiveness, releaseDeadWorkersJobs } from "./worker-liveness";

export type JobWorker = { stop: () => Promise<void> };

export type JobWorkerOptions = {
  connectionString?: string;
  definitions?: JobDefinition[];
  // The registry's sweeps by default; none when `definitions` is given.
  sweeps?: Sweep[];
  schema?: string;
  // How long a stop waits for running jobs before failing them back into the queue.
  stopTimeoutMs?: number;
  // How often an idle runner looks for due jobs besides being notified (retries, a missed notice).
  pollIntervalMs?: number;
  // Called each time a kind's runner (for named queues, one of its workers) looks for jobs and finds none.
  onEmptyFetch?: (kind: string) => void;
};

const sleep = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms).unref());

function checkKinds(definitions: JobDefinition[]): void {
  const seen = new Set<string>();
  for (const { kind } of definitions) {
    if (seen.has(kind)) throw new Error(`Job kind "${kind}" is defined twice in the job registry`);
    seen.add(kind);
  }
}

// The runner, not each of its workers, looks for jobs, a batch at a time: an idle worker process polls once a second
// per kind, not once per worker. Not for named queues, whose jobs a batch could hand out two at a time
// (docs/architecture.md, "Scale").
const localQueue = (definition: JobDefinition) =>
  definition.namedQueues ? undefined : { size: Math.max(2, definition.concurrency) };

// One runner per job kind over one pool: each kind gets its own concurrency limit, and a notice naming the job's kind
// wakes that kind's runner at once (listen-for-jobs.ts).
export async function startJobWorker(options: JobWorkerOptions = {}): Promise<JobWorker> {
  const connectionString = options.connectionString ?? config().DATABASE_URL;
  if (!connectionString)
    throw new Error("DATABASE_URL is not set: the job worker needs the platform's database (or set WORKER=off)");
  const definitions = options.definitions ?? jobs;
  const schema = options.schema ?? jobsSchema();
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  checkKinds(definitions);
  await migrateJobQueue(connectionString, schema);
  // Each runner and the notices keep one connection for LISTEN; jobs take one only to be fetched and completed, so the
  // busiest kind running at its full concurrency never waits on the pool to pick up or complete a job.
  const busiest = Math.max(1, ...definitions.map((definition) => definition.concurrency));
  // Named, so pg_stat_activity tells its connections from the liveness connection and the web server's.
  const pool = openPool(
    { connectionString, max: definitions.length + busiest + 3, application_name: "gatehouse-job-queue" },
    "job queue connection lost",
  );
  const liveness = await holdWorkerLiveness(connectionString);
  // Job runs and command deliveries counted here reach the web server's /metrics (share-metrics.ts).
  const shared = shareMetrics();
  // With OTEL_EXPORTER_OTLP_ENDPOINT each job run is a span; a stop sends the ones still buffered.
  const tracing = await traceIfConfigured();
  // Jobs are locked in the name of their runner's pool.
  const poolIds: string[] = [];
  const pools = new Map<string, WorkerPool>();
  const quieted: Promise<void>[] = [];
  const runnerEvents = (kind: string): WorkerEvents => {
    const events: WorkerEvents = new EventEmitter();
    events.on("pool:create", ({ workerPool }) => {
      poolIds.push(workerPool.id);
      liveness.claim(workerPool.id);
      pools.set(kind, workerPool);
    });
    // The runner's own LISTEN is dropped once the library has sent it (it queues LISTEN right after this event): its
    // notices name no kind and no schema. Ours wake it instead, and stop it at its own schema's breaking migration.
    quieted.push(
      new Promise<void>((resolve) =>
        events.on("pool:listen:success", ({ client }) =>
          setImmediate(() => client.query("UNLISTEN *").then(() => resolve(), resolve)),
        ),
      ),
    );
    const { onEmptyFetch } = options;
    if (onEmptyFetch) {
      events.on("localQueue:getJobs:complete", ({ jobs }) => jobs.length || onEmptyFetch(kind));
      events.on("worker:getJob:empty", () => onEmptyFetch(kind));
    }
    return events;
  };
  const sweep = () =>
    releaseDeadWorkersJobs(pool, schema)
      .then(
        (released) =>
          released && log.warn("jobs of a stopped worker process were put back in the queue", { workers: released }),
      )
      .catch((error: Error) => log.warn("could not check for stopped job workers", { error: error.message }));
  const sweeper = setInterval(sweep, 5_000).unref();
  const runners: Runner[] = [];
  let notices: JobNotices | undefined;
  const periodic = runSweeps(options.sweeps ?? (options.definitions ? [] : registeredSweeps));
  const stopRunners = async () => {
    clearInterval(sweeper);
    await periodic.stop();
    await notices?.stop();
    const stopped = Promise.allSettled(runners.map((runner) => runner.stop()));
    if ((await Promise.race([stopped, sleep(stopTimeoutMs)])) === "timeout") {
      log.warn("jobs still running at shutdown were put back in the queue", { waitedMs: stopTimeoutMs });
      await forceUnlockWorkers(pool, schema, poolIds).catch(() => {});
    }
    await endPool(pool);
    await liveness.stop();
    await shared.stop();
    await tracing?.flush().catch((error: Error) => log.warn("could not send traces", { error: error.message }));
  };
  try {
    const migrated = await watchQueueMigrations(pool, schema, () => pools.values());
    notices = await listenForJobs(pool, schema, (kind) => pools.get(kind)?.nudge(1), migrated);
    for (const definition of definitions) {
      runners.push(
        await run({
          pgPool: pool,
          schema,
          concurrency: definition.concurrency,
          taskList: { [definition.kind]: toTask(definition) },
          noHandleSignals: true,
          pollInterval: options.pollIntervalMs ?? 1000,
          logger: jobLogger,
          gracefulShutdownAbortTimeout: stopTimeoutMs,
          events: runnerEvents(definition.kind),
          // Batched completions are flushed before a stop resolves; unbatched ones may be cut off by it.
          preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0, localQueue: localQueue(definition) } },
        }),
      );
    }
    // Started once every runner hears only its own kind's notices (a dead database leaves them retrying: bounded).
    await Promise.race([Promise.all(quieted), sleep(5_000)]);
    await sweep();
    const dropped = await dropRetiredQueues(pool, schema, queuePrefixes);
    if (dropped) log.info("dropped named job queues no job kind uses any more", { queues: dropped });
  } catch (error) {
    await stopRunners();
    throw error;
  }
  let stopping: Promise<void> | null = null;
  return { stop: () => (stopping ??= stopRunners()) };
}
