import { AggregatorRegistry } from "prom-client";
import { db } from "../db/client";
import { watchDatabasePool } from "./database-metrics";
import { watchDevices } from "./device-metrics";
import { metricsRegistry } from "./metrics-registry";
import { watchEmbeddedPostgres } from "./postgres-metrics";
import { readSharedMetrics } from "./share-metrics";

// One scrape: this process's metrics (features watch theirs first: the job queue's is in lib/jobs), the fleet as the
// database sees it, and the worker processes' shares.
export async function renderMetrics(): Promise<{ text: string; contentType: string }> {
  watchEmbeddedPostgres();
  watchDatabasePool();
  watchDevices(db);
  const own = metricsRegistry();
  // Only the shared job and delivery metrics come from several processes; this process's own are taken as they are
  // (the aggregator would drop those marked "omit", such as the process start time).
  const ownMetrics = (await own.getMetricsAsJSON()).map((metric) =>
    metric.aggregator === "omit" ? { ...metric, aggregator: "first" as const } : metric,
  );
  const merged = AggregatorRegistry.aggregate([ownMetrics, ...readSharedMetrics()]);
  return { text: await merged.metrics(), contentType: own.contentType };
}
