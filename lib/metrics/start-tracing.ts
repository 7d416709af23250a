import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

export type Tracing = { flush: () => Promise<void>; stop: () => Promise<void> };

// One tracer provider per process, registered globally: Next.js's request spans and the job spans go through it.
export function startTracing(endpoint: string, serviceName: string): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` })),
    ],
  });
  provider.register();
  return { flush: () => provider.forceFlush(), stop: () => provider.shutdown() };
}
