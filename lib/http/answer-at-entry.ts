import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { TLSSocket } from "node:tls";
import { drainState } from "../lifecycle/drain-state";
import { recordRequest } from "../metrics/http-metrics";
import { ApiError } from "./error-codes";
import { log } from "./log";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";
import { errorBody, errorResponse } from "./respond";
import { applySecurityHeaders, currentContentSecurityPolicy } from "./security-headers";

// A refusal answered by the HTTP server itself, before Next.js: the error shape, a request id and the security headers,
// as a route's answer would carry them.
function shapedRefusal(refusal: ApiError, requestId: string, https: boolean): Response {
  const answer = errorResponse(refusal.code, refusal.message, refusal.details, refusal.headers);
  applySecurityHeaders(answer.headers, { csp: currentContentSecurityPolicy(), https });
  answer.headers.set(REQUEST_ID_HEADER, requestId);
  return answer;
}

export function answerAtEntry(request: IncomingMessage, response: ServerResponse, refusal: ApiError, path: string) {
  void answer(request, response, refusal, path).catch((error) => {
    log.error("answering a refusal at the entry failed", { error });
    response.destroy();
  });
}

async function answer(request: IncomingMessage, response: ServerResponse, refusal: ApiError, path: string) {
  const started = performance.now();
  const given = request.headers[REQUEST_ID_HEADER];
  const requestId = requestIdFrom(new Headers(typeof given === "string" ? { [REQUEST_ID_HEADER]: given } : {}));
  const https = (request.socket as TLSSocket).encrypted === true || request.headers["x-forwarded-proto"] === "https";
  const shaped = shapedRefusal(refusal, requestId, https);
  if (drainState().draining) shaped.headers.set("connection", "close");
  const body = await shaped.text();
  response.writeHead(shaped.status, Object.fromEntries(shaped.headers));
  response.end(body);
  const ms = performance.now() - started;
  const method = request.method ?? "POST";
  recordRequest(path, method, shaped.status, ms / 1000);
  log.info("request", { requestId, method, path, status: shaped.status, ms: Math.round(ms) });
}

// Node's parser refusals (a header section over its limit, bytes that are not HTTP), answered in the error shape
// instead of Node's empty body; a timed-out request keeps Node's own 408.
const parserRefusals: Record<string, ApiError> = {
  HPE_HEADER_OVERFLOW: new ApiError("HEADERS_TOO_LARGE", "The request's headers are too large"),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: new ApiError("PAYLOAD_TOO_LARGE", "The request's chunk extensions are too large"),
};
const notHttp = new ApiError("VALIDATION_ERROR", "The request is not valid HTTP/1.1", [
  { field: "request", issue: "send a request line, headers and body as HTTP/1.1 writes them" },
]);

// Sockets whose refusal is written: more bytes from the client raise the parser's error again, and are ignored.
const answered = new WeakSet<Duplex>();

// Returns false when Node's own answer should stand: the socket is gone, a request is being answered on it, or one
// timed out. Otherwise writes the refusal once and closes the connection, whatever the client goes on sending.
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): boolean {
  if (answered.has(socket)) return true;
  const answering = (socket as { _httpMessage?: unknown })._httpMessage;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" || !socket.writable || answering) return false;
  answered.add(socket);
  const refusal = parserRefusals[error.code ?? ""] ?? notHttp;
  const shaped = shapedRefusal(refusal, requestIdFrom(new Headers()), false);
  const body = JSON.stringify(errorBody(refusal.code, refusal.message, refusal.details));
  shaped.headers.set("connection", "close");
  shaped.headers.set("content-length", String(Buffer.byteLength(body)));
  const head = [`HTTP/1.1 ${shaped.status} ${STATUS_CODES[shaped.status]}`];
  for (const [name, value] of shaped.headers) head.push(`${name}: ${value}`);
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy());
  log.info("request refused by the HTTP parser", { status: shaped.status, reason: error.code });
  return true;
}
