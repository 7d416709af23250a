import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddressOf } from "../http/client-address";
import { answerAtEntry } from "../http/answer-at-entry";
import { remembersRefusals } from "./refusal-memory";
import { signInLimits } from "./sign-in-limits";
import { knownClientRefusal, tooManyInProgress } from "./sign-in-refusals";

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

// Credential requests each client has in progress in this process.
const inProgress = new Map<string, number>();
// Refusals waiting out their delay; past this many, more are answered at once rather than held.
const MAX_HELD_REFUSALS = 2_000;
let heldRefusals = 0;

// Asked by the server's entry (lib/http/server-entry.ts, from instrumentation.ts) before Next.js sees a request, for the
// credential routes: a request from a client this process already refused, or from one with
// SIGN_IN_CONCURRENCY_PER_CLIENT requests of its own still in progress, is answered by the HTTP server itself, with the
// route's status, body shape, Retry-After and security headers, after SIGN_IN_REFUSAL_DELAY_MS. A flood from one client
// then costs neither Next.js's routing nor the database, and its rate is bounded by its connections, so other routes
// keep the CPU.
export function answersKnownRefusal(request: IncomingMessage, response: ServerResponse, path: string): boolean {
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
  if (delayMs === 0) answerAtEntry(request, response, refused, path);
  else {
    heldRefusals++;
    setTimeout(() => {
      heldRefusals--;
      if (!response.destroyed) answerAtEntry(request, response, refused, path);
    }, delayMs).unref();
  }
  return true;
}
