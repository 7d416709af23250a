import type { AdminOperation, OperationExample } from "../framework/admin-operation";
import { adminFetch } from "./admin-client";

export function operationUrl(operation: AdminOperation, example: OperationExample): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(example.params?.[name] ?? ""),
  );
  const query = new URLSearchParams(example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

// Sends an operation's request with the given key; `body` overrides the example's body.
export function callOperation(
  operation: AdminOperation,
  key: string | null,
  example: OperationExample,
  overrides: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const body = "body" in overrides ? overrides.body : example.body;
  const contentType: Record<string, string> = operation.rawBody
    ? { "content-type": operation.rawBody.contentType }
    : {};
  return adminFetch(key, operation.method.toUpperCase(), operationUrl(operation, example), body, {
    ...contentType,
    ...overrides.headers,
  });
}

export const operationName = (operation: AdminOperation) => `${operation.method.toUpperCase()} ${operation.path}`;
