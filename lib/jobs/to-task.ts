import type { Task } from "graphile-worker";
import { recordJobRun } from "../metrics/job-metrics";
import type { JobDefinition } from "./define-job";

// The library's task for one job kind: the payload is parsed again, so a stored job that no longer fits fails visibly.
export function toTask(definition: JobDefinition): Task {
  return async (payload, helpers) => {
    const started = performance.now();
    const finish = (outcome: "succeeded" | "failed") =>
      recordJobRun(definition.kind, outcome, (performance.now() - started) / 1000);
    try {
      const parsed: unknown = definition.schema.parse(payload);
      await definition.run(parsed, { jobId: helpers.job.id, attempt: helpers.job.attempts });
    } catch (error) {
      finish("failed");
      throw error;
    }
    finish("succeeded");
  };
}
