import { createServer } from "node:http";
import { log } from "../http/log";
import { renderMetrics } from "./render-metrics";

// METRICS_PORT: /metrics on its own port bound to loopback, for a scraper on the same host (or a sidecar).
// `watch` registers the metrics of features above this layer (the job queue) before each scrape.
export function serveMetricsPort(port: number, watch: () => void = () => undefined): void {
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    watch();
    const { text, contentType } = await renderMetrics().catch((error: Error) => {
      log.error("metrics scrape failed", { error });
      return { text: "", contentType: "" };
    });
    if (!contentType) response.writeHead(503).end();
    else response.writeHead(200, { "content-type": contentType }).end(text);
  });
  server.on("error", (error) => log.error("metrics port failed", { port, error }));
  server.listen(port, "127.0.0.1");
  server.unref();
}
