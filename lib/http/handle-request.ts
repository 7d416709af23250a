import { drainState } from "../lifecycle/drain-state";
import { recordRequest } from "../metrics/http-metrics";
import { log } from "./log";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";
import { hardenAnswer } from "./security-headers";
import { toErrorResponse } from "./to-error-response";

export type RequestContext<P> = { requestId: string; params: P };
type NextContext<P> = { params: Promise<P> };

// The base of every surface wrapper: a request id, one error mapper, one log line per request.
export function handleRequest<P = Record<string, unknown>>(
  handler: (request: Request, context: RequestContext<P>) => Promise<Response>,
) {
  return async (request: Request, next?: NextContext<P>): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    const started = performance.now();
    const drain = drainState();
    drain.inFlight++;
    let response: Response;
    try {
      response = await handler(request, { requestId, params: ((await next?.params) ?? {}) as P });
    } catch (error) {
      response = toErrorResponse(error, requestId);
    } finally {
      drain.inFlight--;
    }
    response.headers.set(REQUEST_ID_HEADER, requestId);
    // proxy.ts hardens pages and its own refusals; route answers are hardened here, the ones it skips included.
    const url = new URL(request.url);
    hardenAnswer(request, response.headers, { url });
    // While shutting down, the client is told not to send more on this connection.
    if (drain.draining) response.headers.set("connection", "close");
    const path = url.pathname;
    const ms = performance.now() - started;
    recordRequest(path, request.method, response.status, ms / 1000);
    log.info("request", { requestId, method: request.method, path, status: response.status, ms: Math.round(ms) });
    return response;
  };
}
