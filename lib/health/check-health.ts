import { db, type Database } from "../db/client";
import { readMigrationStatus } from "../db/read-migration-status";
import { ApiError } from "../http/error-codes";
import { drainState } from "../lifecycle/drain-state";
import { readQueueHealth, type QueueHealth } from "../jobs/read-queue-health";

export type Health = {
  status: "ok";
  database: "reachable";
  migrations: { applied: number; pending: number };
  jobs: QueueHealth;
};

// Healthy means: the database answers and every committed migration is applied.
export async function checkHealth(database: Database = db()): Promise<Health> {
  if (drainState().draining)
    throw new ApiError("SERVICE_UNAVAILABLE", "Shutting down", undefined, { "retry-after": "5" });
  let status;
  try {
    status = await readMigrationStatus(database);
  } catch {
    throw new ApiError("SERVICE_UNAVAILABLE", "The database is not reachable", undefined, { "retry-after": "5" });
  }
  if (status.pending.length) {
    throw new ApiError("SERVICE_UNAVAILABLE", `Migrations not applied: ${status.pending.join(", ")}`);
  }
  let jobs;
  try {
    jobs = await readQueueHealth(database);
  } catch {
    throw new ApiError(
      "SERVICE_UNAVAILABLE",
      "The job queue is not installed: restart with npm start, which installs it",
    );
  }
  return { status: "ok", database: "reachable", migrations: { applied: status.applied, pending: 0 }, jobs };
}
