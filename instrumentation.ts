// Runs once when the server starts: the loopback metrics port when METRICS_PORT is set.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.METRICS_PORT) return;
  const { serveMetricsPort } = await import("./lib/metrics/serve-metrics-port");
  serveMetricsPort(Number(process.env.METRICS_PORT));
}
