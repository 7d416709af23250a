import { Gauge } from "prom-client";
import { readPostgresState } from "../lifecycle/postgres-state";
import { config } from "../config/read-config";
import { defineMetric } from "./metrics-registry";

// The launcher's supervisor counts restarts; the app reads its state file at scrape time.
export function watchEmbeddedPostgres(): void {
  if (!config().GATEHOUSE_POSTGRES_STATE_FILE) return;
  defineMetric("embedded_postgres", (registry) => {
    const state = () => readPostgresState(config().GATEHOUSE_POSTGRES_STATE_FILE);
    new Gauge({
      name: "gatehouse_embedded_postgres_restarts",
      help: "Times the embedded PostgreSQL was restarted after an unexpected exit",
      registers: [registry],
      collect() {
        this.set(state()?.restarts ?? 0);
      },
    });
    new Gauge({
      name: "gatehouse_embedded_postgres_up",
      help: "1 while the embedded PostgreSQL runs, 0 while it is restarting or failed",
      registers: [registry],
      collect() {
        this.set(state()?.state === "running" ? 1 : 0);
      },
    });
    return true;
  });
}
