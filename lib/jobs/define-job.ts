import type { z } from "zod";

export type JobContext = { jobId: string; attempt: number };

export type JobDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> = {
  kind: string;
  schema: S;
  // Jobs of this kind running at once in one worker process.
  concurrency: number;
  // Runs before the job is left failed; retries back off exponentially (e^attempt seconds).
  maxAttempts: number;
  // Jobs of this kind may share a named queue (enqueue's queueName), which runs them one at a time, in order.
  namedQueues: boolean;
  run: (payload: z.infer<S>, ctx: JobContext) => Promise<void>;
};

const KIND = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

// One job kind: its payload schema, its limits and what it does; listed in job-registry.ts.
export function defineJob<S extends z.ZodTypeAny>(def: {
  kind: string;
  schema: S;
  concurrency?: number;
  maxAttempts?: number;
  namedQueues?: boolean;
  run: (payload: z.infer<S>, ctx: JobContext) => Promise<void>;
}): JobDefinition<S> {
  if (!KIND.test(def.kind)) throw new Error(`Job kind "${def.kind}" must be lower-case words joined by dots or dashes`);
  return { concurrency: 5, maxAttempts: 10, namedQueues: false, ...def };
}
