// Runs once as the server starts; NEXT_RUNTIME is fixed at build time, so the Node-only check stays out of other runtimes.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  (await import("./lib/config/exit-on-bad-config")).exitOnBadConfig();
  if (process.env.METRICS_PORT) (await import("./lib/metrics/serve-metrics-port")).serveMetricsPort(Number(process.env.METRICS_PORT));
}
