import { createServer } from "node:http";
import { log } from "../http/log";
import { metricsRegistry } from "./metrics-registry";
import { watchEmbeddedPostgres } from "./postgres-metrics";
import { watchDatabasePool } from "./database-metrics";

// METRICS_PORT: /metrics on its own port bound to loopback, for a scraper on the same host (or a sidecar).
export function serveMetricsPort(port: number): void {
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    watchEmbeddedPostgres();
    watchDatabasePool();
    const registry = metricsRegistry();
    response.writeHead(200, { "content-type": registry.contentType }).end(await registry.metrics());
  });
  server.on("error", (error) => log.error("metrics port failed", { port, error }));
  server.listen(port, "127.0.0.1");
  server.unref();
}
