import type { Task } from "graphile-worker";
import type { JobDefinition } from "./define-job";

// The library's task for one job kind: the payload is parsed again, so a stored job that no longer fits fails visibly.
export function toTask(definition: JobDefinition): Task {
  return async (payload, helpers) => {
    const parsed: unknown = definition.schema.parse(payload);
    await definition.run(parsed, { jobId: helpers.job.id, attempt: helpers.job.attempts });
  };
}
