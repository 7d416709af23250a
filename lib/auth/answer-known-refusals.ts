import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { clientAddressOf } from "../http/client-address";
import { ApiError } from "../http/error-codes";
import { log } from "../http/log";
import { REQUEST_ID_HEADER, requestIdFrom } from "../http/request-id";
import { errorResponse } from "../http/respond";
import { applySecurityHeaders, currentContentSecurityPolicy } from "../http/security-headers";
import { drainState } from "../lifecycle/drain-state";
import { recordRequest } from "../metrics/http-metrics";
import { remembersRefusals } from "./refusal-memory";
import { signInLimits } from "./sign-in-limits";
import { knownClientRefusal, tooManyInProgress } from "./sign-in-refusals";

type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const marked = Symbol.for("gatehouse.knownRefusals");

// The credential routes: each counts the attempt against its client's budget before it reads anything else.
export const PASSWORD_SIGN_IN_PATH = "/registration/login";
export const CREDENTIAL_PATHS = new Set([
  PASSWORD_SIGN_IN_PATH,
  "/api/v1/auth/clerk-session",
  "/api/v1/auth/dev-session",
  "/api/v1/auth/password-reset",
  "/api/v1/auth/refresh",
  "/api/v1/auth/set-password",
]);

// Installed once per process at start (instrumentation.ts), for the credential routes: a request from a client this
// process already refused, or from one with SIGN_IN_CONCURRENCY_PER_CLIENT requests of its own still in progress, is
// answered by the HTTP server itself, with the route's status, body shape, Retry-After and security headers, after
// SIGN_IN_REFUSAL_DELAY_MS. A flood from one client then costs neither Next.js's routing nor the database, and its
// rate is bounded by its connections, so other routes keep the CPU. TRACE, which no route serves, is answered 405 here.
export function answerKnownRefusals(): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [marked]?: boolean };
  if (prototype[marked]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event, ...args) {
    if (event === "request" && answeredAtEntry(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
  prototype[marked] = true;
}

// Credential requests each client has in progress in this process.
const inProgress = new Map<string, number>();
// Refusals waiting out their delay; past this many, more are answered at once rather than held.
const MAX_HELD_REFUSALS = 2_000;
let heldRefusals = 0;

function answeredAtEntry(request: IncomingMessage, response: ServerResponse): boolean {
  const path = (request.url ?? "").split("?")[0];
  // Next.js answers TRACE with a bare 500; no route serves it.
  if (request.method === "TRACE") {
    answerRefusal(request, response, new ApiError("METHOD_NOT_ALLOWED", "TRACE is not served"), path);
    return true;
  }
  if (request.method !== "POST") return false;
  if (!CREDENTIAL_PATHS.has(path)) return false;
  const forwardedFor = request.headers["x-forwarded-for"];
  const client = clientAddressOf(
    request.socket?.remoteAddress ?? "",
    Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? null),
  );
  const known = remembersRefusals() ? knownClientRefusal(client, path === PASSWORD_SIGN_IN_PATH) : null;
  const refused =
    known ?? ((inProgress.get(client) ?? 0) >= signInLimits().concurrencyPerClient ? tooManyInProgress() : null);
  if (!refused) {
    inProgress.set(client, (inProgress.get(client) ?? 0) + 1);
    response.once("close", () => {
      const left = (inProgress.get(client) ?? 1) - 1;
      if (left > 0) inProgress.set(client, left);
      else inProgress.delete(client);
    });
    return false;
  }
  const delayMs = heldRefusals < MAX_HELD_REFUSALS ? signInLimits().refusalDelayMs : 0;
  if (delayMs === 0) answerRefusal(request, response, refused, path);
  else {
    heldRefusals++;
    setTimeout(() => {
      heldRefusals--;
      if (!response.destroyed) answerRefusal(request, response, refused, path);
    }, delayMs).unref();
  }
  return true;
}

function answerRefusal(request: IncomingMessage, response: ServerResponse, refused: ApiError, path: string) {
  void answer(request, response, refused, path).catch((error) => {
    log.error("answering a refusal at the entry failed", { error });
    response.destroy();
  });
}

async function answer(request: IncomingMessage, response: ServerResponse, refused: ApiError, path: string) {
  const started = performance.now();
  const given = request.headers[REQUEST_ID_HEADER];
  const requestId = requestIdFrom(new Headers(typeof given === "string" ? { [REQUEST_ID_HEADER]: given } : {}));
  const answer = errorResponse(refused.code, refused.message, refused.details, refused.headers);
  const https = (request.socket as TLSSocket).encrypted === true || request.headers["x-forwarded-proto"] === "https";
  applySecurityHeaders(answer.headers, { csp: currentContentSecurityPolicy(), https });
  answer.headers.set(REQUEST_ID_HEADER, requestId);
  if (drainState().draining) answer.headers.set("connection", "close");
  const body = await answer.text();
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(body);
  const ms = performance.now() - started;
  const method = request.method ?? "POST";
  recordRequest(path, method, answer.status, ms / 1000);
  log.info("request", { requestId, method, path, status: answer.status, ms: Math.round(ms) });
}
