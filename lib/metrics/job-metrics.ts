import { Counter, Histogram } from "prom-client";
import { defineMetric } from "./metrics-registry";

const runs = () =>
  defineMetric(
    "job_runs",
    (registry) =>
      new Counter({
        name: "gatehouse_job_runs_total",
        help: "Job runs finished by this platform's workers, by kind and outcome (succeeded, failed)",
        labelNames: ["kind", "outcome"],
        registers: [registry],
      }),
  );

const durations = () =>
  defineMetric(
    "job_run_duration",
    (registry) =>
      new Histogram({
        name: "gatehouse_job_run_duration_seconds",
        help: "Time one job run took, by kind and outcome",
        labelNames: ["kind", "outcome"],
        buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        registers: [registry],
      }),
  );

export function recordJobRun(kind: string, outcome: "succeeded" | "failed", seconds: number): void {
  runs().inc({ kind, outcome });
  durations().observe({ kind, outcome }, seconds);
}
