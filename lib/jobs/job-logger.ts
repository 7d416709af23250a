import { Logger } from "graphile-worker";
import { log } from "../http/log";

// The queue library's messages as the platform's JSON log lines; its per-job chatter stays at debug.
export const jobLogger = new Logger((scope) => (level, message, meta) => {
  const fields = { scope: { label: scope.label, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId }, ...meta };
  if (level === "error") log.error(message, fields);
  else if (level === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});
