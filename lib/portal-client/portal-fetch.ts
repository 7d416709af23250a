import { networkError, PortalApiError, toPortalApiError } from "./portal-api-error";
import { clearSession, readSession, saveSession, type PortalSession } from "./portal-session-store";
import type { Page, SessionAnswer } from "./portal-types";
import { signInPath } from "./sign-in-path";
import { withQuery } from "../api-client/with-query";

export type PortalRequest = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

// Refreshed this long before it expires, so a request never leaves with a token about to lapse.
export const REFRESH_MARGIN_MS = 5 * 60_000;

let refreshing: Promise<PortalSession | null> | null = null;

// The tab goes back to sign-in and comes back to this very page (path and query) afterwards.
export function returnToSignIn(): void {
  clearSession();
  if (typeof window === "undefined") return;
  window.location.assign(signInPath(window.location.pathname + window.location.search));
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { cache: "no-store", credentials: "omit", ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
}

// One refresh at a time, however many requests notice the token is due.
export function refreshSession(): Promise<PortalSession | null> {
  const current = readSession();
  if (!current) return Promise.resolve(null);
  refreshing ??= (async () => {
    try {
      const response = await send("/api/v1/auth/refresh", {
        method: "POST",
        headers: { authorization: `Bearer ${current.token}`, accept: "application/json" },
      });
      if (response.status === 401) return null;
      if (!response.ok) return current;
      return saveSession((await response.json()) as SessionAnswer, current.method);
    } catch {
      return current;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function currentToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (session.expiresAt - Date.now() > REFRESH_MARGIN_MS) return session.token;
  if (session.expiresAt <= Date.now()) return null;
  return (await refreshSession())?.token ?? null;
}

// The portal's one way to the resident API: the core JWT as a Bearer token, typed errors, and sign-in again on 401.
export async function portalFetch<T>(
  path: `/api/v1/${string}`,
  { method = "GET", query, body, signal }: PortalRequest = {},
): Promise<T> {
  const token = await currentToken();
  if (!token) {
    returnToSignIn();
    throw new PortalApiError(401, "UNAUTHORIZED", "Your session has ended; sign in again.");
  }
  const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await send(withQuery(path, query), {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    returnToSignIn();
    throw await toPortalApiError(response);
  }
  if (!response.ok) throw await toPortalApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function portalEnvelope<T>(key: string, path: `/api/v1/${string}`, request?: PortalRequest): Promise<T> {
  const answer = await portalFetch<{ data: Record<string, T> }>(path, request);
  return answer.data[key] as T;
}

export async function portalList<T>(
  plural: string,
  path: `/api/v1/${string}`,
  request?: PortalRequest,
): Promise<Page<T>> {
  const answer = await portalFetch<
    Record<string, unknown> & { total: number; limit: number; offset: number; nextCursor?: string | null }
  >(path, request);
  const { total, limit, offset, nextCursor = null } = answer;
  return { items: answer[plural] as T[], total, limit, offset, nextCursor };
}
