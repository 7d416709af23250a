import type { Task } from "graphile-worker";
import { recordJobRun } from "../metrics/job-metrics";
import { withSpan } from "../metrics/with-span";
import type { JobDefinition } from "./define-job";

type JobRef = { id: string; attempts: number };

// The library's task for one job kind: the payload is parsed again, so a stored job that no longer fits fails visibly.
// Each run is a span named after its kind when traces are on.
export function toTask(definition: JobDefinition): Task {
  return (payload, helpers) =>
    withSpan(
      `job ${definition.kind}`,
      { "job.kind": definition.kind, "job.id": helpers.job.id, "job.attempt": helpers.job.attempts },
      () => runOnce(definition, payload, helpers.job),
    );
}

async function runOnce(definition: JobDefinition, payload: unknown, job: JobRef): Promise<void> {
  const started = performance.now();
  const finish = (outcome: "succeeded" | "failed") =>
    recordJobRun(definition.kind, outcome, (performance.now() - started) / 1000);
  try {
    const parsed: unknown = definition.schema.parse(payload);
    await definition.run(parsed, { jobId: job.id, attempt: job.attempts });
  } catch (error) {
    finish("failed");
    throw error;
  }
  finish("succeeded");
}
