import { ERROR_STATUS, type ErrorCode, type FieldIssue } from "./error-codes";

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
}

// Shape A, the legacy list: {"<plural>": [...], "total", "limit", "offset"}, and "nextCursor" on lists paged by position.
export function listResponse<T>(
  plural: string,
  items: T[],
  page: { total: number | null; limit: number; offset: number; nextCursor?: string | null },
): Response {
  const next = page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor };
  return json({ [plural]: items, total: page.total, limit: page.limit, offset: page.offset, ...next });
}

// Shape B, the envelope: {"data": {"<singular>": {...}}, "meta": {...}}.
export function envelope<T>(
  singular: string,
  item: T,
  { status = 200, meta = {} }: { status?: number; meta?: Record<string, unknown> } = {},
): Response {
  return json({ data: { [singular]: item }, meta: { total: Array.isArray(item) ? item.length : 1, ...meta } }, status);
}

export function noContent(headers?: HeadersInit): Response {
  return new Response(null, { status: 204, headers });
}

// DELETE answers 204 and says in X-Deletion whether the resource was deleted, archived or deactivated.
export const deletionResponse = (
  deletion: "deleted" | "archived" | "deactivated" | "retired" | "revoked" | "suspended",
) => noContent({ "x-deletion": deletion });

// The error shape's body, for an answer written straight to a socket as well.
export const errorBody = (code: ErrorCode, message: string, details?: FieldIssue[]) => ({
  error: { code, message, ...(details?.length ? { details } : {}) },
});

export function errorResponse(
  code: ErrorCode,
  message: string,
  details?: FieldIssue[],
  headers?: Record<string, string>,
): Response {
  return json(errorBody(code, message, details), ERROR_STATUS[code], headers);
}
