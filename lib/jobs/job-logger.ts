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

// The queue library's messages as the platform's JSON log lines; its per-job chatter stays at debug.
export const jobLogger = new Logger((scope) => (level, message, meta) => {
  const fields = {
    scope: { label: scope.label, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId },
    ...meta,
    ...(meta?.job ? { job: summarize(meta.job as LoggedJob) } : {}),
  };
  if (level === "error") log.error(message, fields);
  else if (level === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});
