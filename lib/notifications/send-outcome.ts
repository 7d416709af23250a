// What one send to one target came to: delivered, the target is gone for good (removed), refused for a reason a
// retry cannot fix (logged), or failed for a reason that may pass (retried later). `why` never holds a token.
export type SendOutcome =
  | { status: "sent" }
  | { status: "gone" }
  | { status: "failed"; why: string }
  | { status: "retry"; why: string; retryAfterMs?: number };

export const SENT: SendOutcome = { status: "sent" };
export const GONE: SendOutcome = { status: "gone" };

// Too many requests and server errors pass; every other 4xx is about the request itself.
export const transientStatus = (status: number | undefined) =>
  status === 429 || (status !== undefined && status >= 500);

// Errors of the connection itself (refused, reset, timed out, name lookup) rather than an answer.
const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "ETIMEDOUT",
  "ESOCKETTIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "ENOTFOUND",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "TimeoutError",
  "AbortError",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_HTTP2_STREAM_ERROR",
  "ERR_HTTP2_SESSION_ERROR",
  "ERR_HTTP2_GOAWAY_SESSION",
]);

export function networkFailure(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return code;
    if (/socket (hang up|timeout)/i.test(String((current as { message?: unknown }).message))) return "socket";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// Retry-After as seconds or an HTTP date, in milliseconds from now; at most a day, so a bad value cannot park a retry.
export function retryAfterMs(value: unknown, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const ms = /^\d+$/.test(text.trim()) ? Number(text.trim()) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 24 * 60 * 60 * 1000) : undefined;
}

// One header of a response, whether the client gives a Headers object or a plain record.
export function headerOf(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== "object") return undefined;
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") return (get as (key: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name] ?? (headers as Record<string, unknown>)[name.toLowerCase()];
}

// An answered failure: retried when it may pass (with the provider's Retry-After), refused otherwise.
export const byStatus = (status: number | undefined, why: string, retryAfter?: unknown): SendOutcome =>
  transientStatus(status)
    ? { status: "retry", why, retryAfterMs: retryAfterMs(retryAfter) }
    : { status: "failed", why };
