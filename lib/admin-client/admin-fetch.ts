import { networkError } from "../api-client/api-client-error";
import { withQuery, type QueryValue } from "../api-client/with-query";

export { withQuery, type QueryValue };
import { toAdminApiError } from "./admin-api-error";
import { selectedEnvironment } from "./admin-environment";

export type AdminRequest = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  // Served by this instance whatever the switcher says: the list of environments and who is signed in.
  local?: boolean;
};

async function send(
  path: `/api/admin/${string}`,
  { method = "GET", query, body, signal, local = false }: AdminRequest,
): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  const environment = local ? null : selectedEnvironment();
  if (environment) headers["x-admin-env"] = environment;
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await toAdminApiError(response);
  return response;
}

// The dashboard's one way to the admin API: the session cookie, X-Admin-Env of the switcher, typed errors.
export async function adminFetch<T>(path: `/api/admin/${string}`, request: AdminRequest = {}): Promise<T> {
  const response = await send(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

// DELETE answers 204 and names what happened in X-Deletion (deleted, archived, retired, revoked...).
export async function adminDelete(path: `/api/admin/${string}`): Promise<string> {
  const response = await send(path, { method: "DELETE" });
  return response.headers.get("x-deletion") ?? "deleted";
}

// Shape B: {"data": {"<key>": item}, "meta": {...}}.
export async function adminEnvelope<T>(key: string, path: `/api/admin/${string}`, request?: AdminRequest): Promise<T> {
  const body = await adminFetch<{ data: Record<string, T> }>(path, request);
  return body.data[key];
}

// Shape A: {"<plural>": [...], total, limit, offset, nextCursor}.
export type Page<T> = { items: T[]; total: number; limit: number; offset: number; nextCursor: string | null };

export async function adminList<T>(
  plural: string,
  path: `/api/admin/${string}`,
  request?: AdminRequest,
): Promise<Page<T>> {
  const body = await adminFetch<
    Record<string, unknown> & { total: number; limit: number; offset: number; nextCursor?: string | null }
  >(path, request);
  return {
    items: body[plural] as T[],
    total: body.total,
    limit: body.limit,
    offset: body.offset,
    nextCursor: body.nextCursor ?? null,
  };
}

// A list as CSV (Accept: text/csv), the whole list under the same filters; the server streams it page by page.
export async function adminCsv(path: `/api/admin/${string}`, query?: Record<string, QueryValue>): Promise<Blob> {
  const headers: Record<string, string> = { accept: "text/csv" };
  const environment = selectedEnvironment();
  if (environment) headers["x-admin-env"] = environment;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { headers, credentials: "same-origin", cache: "no-store" });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toAdminApiError(response);
  return response.blob();
}
