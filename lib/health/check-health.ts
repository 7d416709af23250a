import { db, type Database } from "../db/client";
import { readMigrationStatus } from "../db/read-migration-status";
import { ApiError } from "../http/error-codes";
import { drainState } from "../lifecycle/drain-state";

export type Health = { status: "ok"; database: "reachable"; migrations: { applied: number; pending: number } };

// Healthy means: the database answers and every committed migration is applied.
export async function checkHealth(database: Database = db()): Promise<Health> {
  if (drainState().draining) throw new ApiError("SERVICE_UNAVAILABLE", "Shutting down", undefined, { "retry-after": "5" });
  let status;
  try {
    status = await readMigrationStatus(database);
  } catch {
    throw new ApiError("SERVICE_UNAVAILABLE", "The database is not reachable", undefined, { "retry-after": "5" });
  }
  if (status.pending.length) {
    throw new ApiError("SERVICE_UNAVAILABLE", `Migrations not applied: ${status.pending.join(", ")}`);
  }
  return { status: "ok", database: "reachable", migrations: { applied: status.applied, pending: 0 } };
}
