import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

// A span around work outside a request (a job run); without a registered tracer provider it costs nothing.
export function withSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return trace.getTracer("gatehouse").startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message?.slice(0, 200) });
      throw error;
    } finally {
      span.end();
    }
  });
}
