// Runs once as the server starts; NEXT_RUNTIME is fixed at build time, so the Node-only check stays out of other runtimes.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  (await import("./lib/config/exit-on-bad-config")).exitOnBadConfig();
  // Nothing changes the production server's environment from here on (the development server reloads .env files), so
  // its settings are parsed once, not on every read.
  if (process.env.NODE_ENV === "production") (await import("./lib/config/read-config")).fixConfig();
  // Before the first request: Next.js's own request spans go to the provider registered here.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT)
    await (await import("./lib/metrics/trace-if-configured")).traceIfConfigured();
  const { answersKnownRefusal } = await import("./lib/auth/answer-known-refusals");
  (await import("./lib/http/server-entry")).installServerEntry(answersKnownRefusal);
  const grace = Number(process.env.SHUTDOWN_GRACE_MS || 8000);
  if (process.env.NEXT_MANUAL_SIG_HANDLE) (await import("./lib/lifecycle/drain-on-signal")).drainOnSignal(grace);
  if (process.env.METRICS_PORT) {
    const { watchJobQueue } = await import("./lib/jobs/watch-job-queue");
    (await import("./lib/metrics/serve-metrics-port")).serveMetricsPort(
      Number(process.env.METRICS_PORT),
      watchJobQueue,
    );
  }
}
