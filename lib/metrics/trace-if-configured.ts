import { config } from "../config/read-config";
import { onShutdown } from "../lifecycle/shutdown-hooks";
import type { Tracing } from "./start-tracing";

const globalForTracing = globalThis as unknown as { gatehouseTracing?: Promise<Tracing> };

// OTEL_EXPORTER_OTLP_ENDPOINT turns traces on; unset, the OpenTelemetry SDK is never loaded and nothing is sent.
// Started once per process; a shutdown (the server's drain) sends the spans still buffered.
export function traceIfConfigured(): Promise<Tracing | null> {
  const endpoint = config().OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return Promise.resolve(null);
  globalForTracing.gatehouseTracing ??= import("./start-tracing").then(({ startTracing }) => {
    const tracing = startTracing(endpoint, config().OTEL_SERVICE_NAME ?? "gatehouse");
    onShutdown("traces", tracing.stop);
    return tracing;
  });
  return globalForTracing.gatehouseTracing;
}
