import { Gauge } from "prom-client";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { defineMetric } from "../metrics/metrics-registry";
import { jobsSchema } from "./jobs-schema";

type Row = { kind: string; waiting: bigint; scheduled: bigint; running: bigint; failed: bigint; oldest: number | null };

// The job queue per kind, read from graphile-worker's tables at scrape time.
export function watchJobQueue(): void {
  defineMetric("job_queue", (registry) => {
    // A database that is away leaves the gauges empty rather than failing the whole scrape.
    // Every kind the queue has known reports, with zeros when none of its jobs is there: an alert on a series needs it
    // from the first scrape, not from the first job.
    const schema = jobsSchema();
    const read = () =>
      db().$queryRaw<Row[]>`
          select t.identifier as kind,
                 count(j.id) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()) as waiting,
                 count(j.id) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at > now()) as scheduled,
                 count(j.id) filter (where j.locked_at is not null) as running,
                 count(j.id) filter (where j.attempts >= j.max_attempts) as failed,
                 extract(epoch from now() - min(j.run_at) filter (
                   where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()))::float8 as oldest
          from ${Prisma.raw(`"${schema}"._private_tasks`)} t
            left join ${Prisma.raw(`"${schema}"._private_jobs`)} j on j.task_id = t.id
          group by t.identifier`.catch(() => [] as Row[]);
    new Gauge({
      name: "gatehouse_job_queue_jobs",
      help: "Jobs in the queue by kind and state: waiting (due, not taken), scheduled (later or awaiting a retry), running, failed (out of attempts)",
      labelNames: ["kind", "state"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await read())
          for (const state of ["waiting", "scheduled", "running", "failed"] as const)
            this.set({ kind: row.kind, state }, Number(row[state]));
      },
    });
    new Gauge({
      name: "gatehouse_job_queue_oldest_waiting_seconds",
      help: "Age of the oldest due job no worker has taken yet, by kind (0 when none waits)",
      labelNames: ["kind"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ kind: row.kind }, Math.max(0, row.oldest ?? 0));
      },
    });
    return true;
  });
}
