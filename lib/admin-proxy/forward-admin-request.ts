import { ApiError } from "../http/error-codes";
import { log } from "../http/log";
import { readRawBody } from "../http/read-json-body";
import { errorResponse } from "../http/respond";
import type { Environment } from "./read-environments";
import { config } from "../config/read-config";
import { PEER_ADDRESS_HEADER } from "../http/peer-address";
import { requestHost } from "../http/site-origin";

// Marks a forwarded request, so an upstream never forwards it again.
export const FORWARDED_MARK = "x-gatehouse-forwarded-env";

// Hop-by-hop headers, and cookies: another environment gets the request's Authorization, never this one's sessions.
const NOT_FORWARDED = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "proxy-authorization",
  "proxy-authenticate",
  "host",
  "content-length",
  "cookie",
  PEER_ADDRESS_HEADER,
];
// Headers fetch has already acted on, and those that would act on this site: another environment answers with its own
// cookies and storage, so its Set-Cookie or Clear-Site-Data must not set or clear this instance's sessions.
const NOT_RETURNED = [
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "set-cookie",
  "clear-site-data",
];

// The upstream address of a request: the configured base, then the request's own path and query.
// Built on the configured URL object, so no path or header can name another host.
export function upstreamUrl(base: URL, path: string, search: string): URL {
  const target = new URL(base.href);
  target.pathname = `${base.pathname.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  target.search = search;
  if (target.origin !== base.origin) throw new Error("refusing to forward outside the configured environment");
  return target;
}

function forwardedHeaders(request: Request, requestId: string, environment: Environment): Headers {
  const headers = new Headers(request.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  const incoming = new URL(request.url);
  // The host the caller asked for, as a proxy in front of this instance told it, or else its Host; never the caller's own.
  headers.set("x-forwarded-host", requestHost(request) ?? incoming.host);
  headers.set("x-forwarded-proto", incoming.protocol.replace(":", ""));
  // This instance is one more proxy: it appends the address it saw, as any proxy does, and believes none of the chain.
  const peer = request.headers.get(PEER_ADDRESS_HEADER) || "unknown";
  const chain = request.headers.get("x-forwarded-for");
  headers.set("x-forwarded-for", chain ? `${chain}, ${peer}` : peer);
  headers.set("x-request-id", requestId);
  headers.set(FORWARDED_MARK, environment.name);
  headers.set("accept-encoding", "identity");
  return headers;
}

// Sends an admin request to another environment and hands back its answer as it came, but for its cookies.
export async function forwardAdminRequest(
  request: Request,
  environment: Environment & { url: URL },
  requestId: string,
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = upstreamUrl(environment.url, incoming.pathname, incoming.search);
  const timeoutMs = config().ADMIN_PROXY_TIMEOUT_MS || 10_000;
  const started = performance.now();
  let body: Uint8Array | undefined;
  try {
    body = ["GET", "HEAD"].includes(request.method) ? undefined : await readRawBody(request);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.code, error.message);
    throw error;
  }
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request, requestId, environment),
      body: body as BodyInit | undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const headers = new Headers(upstream.headers);
    for (const name of NOT_RETURNED) headers.delete(name);
    log.info("admin request forwarded", {
      requestId,
      environment: environment.name,
      method: request.method,
      path: incoming.pathname,
      status: upstream.status,
      ms: Math.round(performance.now() - started),
    });
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
  } catch (error) {
    log.warn("admin forward failed", {
      requestId,
      environment: environment.name,
      method: request.method,
      path: incoming.pathname,
      error: error instanceof Error ? error.message : String(error),
    });
    return errorResponse("UPSTREAM_UNAVAILABLE", `The ${environment.name} environment did not answer`);
  }
}
