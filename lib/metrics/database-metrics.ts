import { Gauge } from "prom-client";
import { db, poolOf } from "../db/client";
import { defineMetric } from "./metrics-registry";

// Read at scrape time from the process's pool, made by the first scrape if no request has made it yet.
export function watchDatabasePool(): void {
  const pool = poolOf(db())?.pool;
  if (!pool) return;
  defineMetric(
    "db_pool",
    (registry) =>
      new Gauge({
        name: "gatehouse_db_pool_connections",
        help: "Database pool connections by state (total, in_use, idle) and queries waiting for one (waiting)",
        labelNames: ["state"],
        registers: [registry],
        collect() {
          this.set({ state: "total" }, pool.totalCount);
          this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
          this.set({ state: "idle" }, pool.idleCount);
          this.set({ state: "waiting" }, pool.waitingCount);
        },
      }),
  );
}
