import { Logger } from "graphile-worker";
import { log } from "../http/log";

type LoggedJob = { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number };

// The library logs whole jobs; payloads carry people's emails and phone numbers, so a job is logged by its id and kind.
const summarize = (job: LoggedJob) => ({
  id: job.id,
  kind: job.task_identifier,
  attempts: job.attempts,
  maxAttempts: job.max_attempts,
});

// A runner's own LISTEN connection listens to nothing (start-job-worker.ts unlistens it): the pool logs its loss once
// (open-pool.ts), and the library's lines about it, its reconnecting and its UNLISTEN on the dead connection, are chatter.
const RUNNER_LISTENER = /^Error (with notify listener|occurred attempting to UNLISTEN)/;

// The queue library's messages as the platform's JSON log lines; its per-job chatter stays at debug.
export const jobLogger = new Logger((scope) => (level, message, meta) => {
  const fields = {
    scope: { label: scope.label, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId },
    ...meta,
    ...(meta?.job ? { job: summarize(meta.job as LoggedJob) } : {}),
  };
  if (RUNNER_LISTENER.test(message)) log.debug(message, fields);
  else if (level === "error") log.error(message, fields);
  else if (level === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});
