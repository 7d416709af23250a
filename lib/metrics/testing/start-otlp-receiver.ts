import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export type ReceivedSpan = {
  service: string;
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  status: number;
  attributes: Record<string, unknown>;
};

export type OtlpReceiver = {
  url: string;
  spans: ReceivedSpan[];
  // Every POST that reached it, accepted or not.
  requests: () => number;
  // Why an export was refused (400), as a collector would refuse it.
  problems: string[];
  stop: () => Promise<void>;
};

type AnyValue = { stringValue?: string; boolValue?: boolean; intValue?: number | string; doubleValue?: number };
type KeyValue = { key: string; value?: AnyValue };

const HEX_TRACE = /^[0-9a-f]{32}$/;
const HEX_SPAN = /^[0-9a-f]{16}$/;
const NANOS = /^\d{1,20}$/;

function value(any: AnyValue | undefined): unknown {
  if (!any) return undefined;
  if (any.intValue !== undefined) return Number(any.intValue);
  return any.stringValue ?? any.boolValue ?? any.doubleValue;
}

const attributeMap = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, value(kv.value)]));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
}

// Checks one ExportTraceServiceRequest (OTLP/HTTP JSON) for what a collector requires; answers the spans or a problem.
function readExport(body: unknown): ReceivedSpan[] | string {
  const resourceSpans = (body as { resourceSpans?: unknown })?.resourceSpans;
  if (!Array.isArray(resourceSpans) || resourceSpans.length === 0) return "resourceSpans missing or empty";
  const spans: ReceivedSpan[] = [];
  for (const entry of resourceSpans) {
    const resource = attributeMap(entry?.resource?.attributes);
    if (typeof resource["service.name"] !== "string") return "resource without a service.name";
    if (!Array.isArray(entry.scopeSpans)) return "resourceSpans entry without scopeSpans";
    for (const scoped of entry.scopeSpans) {
      if (typeof scoped?.scope?.name !== "string" || !scoped.scope.name) return "scopeSpans without a scope name";
      for (const span of scoped.spans ?? []) {
        if (!HEX_TRACE.test(span.traceId ?? "")) return `span ${span.name}: traceId is not 32 hex digits`;
        if (!HEX_SPAN.test(span.spanId ?? "")) return `span ${span.name}: spanId is not 16 hex digits`;
        if (span.parentSpanId && !HEX_SPAN.test(span.parentSpanId)) return `span ${span.name}: bad parentSpanId`;
        if (typeof span.name !== "string" || !span.name) return "span without a name";
        if (!NANOS.test(String(span.startTimeUnixNano)) || !NANOS.test(String(span.endTimeUnixNano)))
          return `span ${span.name}: start or end time is not in Unix nanoseconds`;
        if (BigInt(span.endTimeUnixNano) < BigInt(span.startTimeUnixNano))
          return `span ${span.name}: ends before it starts`;
        spans.push({
          service: resource["service.name"] as string,
          scope: scoped.scope.name,
          name: span.name,
          kind: span.kind ?? 0,
          traceId: span.traceId,
          status: span.status?.code ?? 0,
          attributes: attributeMap(span.attributes),
        });
      }
    }
  }
  return spans;
}

// A stand-in for an OpenTelemetry collector's OTLP/HTTP receiver: POST /v1/traces in JSON, checked like the collector.
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const problems: string[] = [];
  let requests = 0;
  const server = createServer(async (request, response) => {
    requests += 1;
    const refuse = (status: number, problem: string) => {
      problems.push(problem);
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ message: problem }));
    };
    if (request.method !== "POST" || request.url !== "/v1/traces")
      return refuse(404, `${request.method} ${request.url}`);
    if (!request.headers["content-type"]?.startsWith("application/json"))
      return refuse(415, `content type ${request.headers["content-type"]}`);
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request)).toString("utf8"));
    } catch {
      return refuse(400, "body is not JSON");
    }
    const read = readExport(body);
    if (typeof read === "string") return refuse(400, read);
    spans.push(...read);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    requests: () => requests,
    problems,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
