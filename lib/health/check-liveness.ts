import { readPostgresState } from "../lifecycle/postgres-state";
import { config } from "../config/read-config";
import { ApiError } from "../http/error-codes";

// Live unless the launcher gave up restarting the embedded PostgreSQL; a database outage alone never fails it.
export function checkLiveness(): { status: "live" } {
  if (readPostgresState(config().GATEHOUSE_POSTGRES_STATE_FILE)?.state === "failed") {
    throw new ApiError(
      "SERVICE_UNAVAILABLE",
      "The embedded PostgreSQL could not be restarted; this process is about to exit",
    );
  }
  return { status: "live" };
}
