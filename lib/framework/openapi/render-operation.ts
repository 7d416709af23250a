import type { AdminOperation } from "../admin-operation";
import { errorCodesOf, renderErrorResponses } from "./render-error-responses";
import type { JsonObject, SchemaRenderer } from "./render-json-schema";
import { renderParameters } from "./render-parameters";
import { renderSuccessResponse } from "./render-success-response";

const pascal = (segment: string) =>
  segment.replace(/(^|[-_])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const camel = (segment: string) => pascal(segment).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
const singular = (noun: string) =>
  noun
    .replace(/ies$/, "y")
    .replace(/sses$/, "ss")
    .replace(/([^s])s$/, "$1");
const isParam = (segment = "") => segment.startsWith("{");
const VERB = { get: "get", post: "create", patch: "update", delete: "delete" } as const;

// Ids from method and path, the names client generators expect: listProperties, getProperty, unlockDevice, getStats
// (the resident API passes its operations through the same naming).
export function operationIdOf({ method, path, response }: AdminOperation): string {
  const segments = path.replace(/^\/api\/(?:admin|v1)\/|^\//, "").split("/");
  // A name followed by {param} stands for one item of it.
  const names = segments.map((segment, index) =>
    isParam(segment) ? "" : isParam(segments[index + 1]) ? singular(pascal(segment)) : pascal(segment),
  );
  const last = segments[segments.length - 1];
  if (isParam(last)) return VERB[method] + names.join("");
  if (isParam(segments[segments.length - 2]) && method !== "get") return camel(last) + names.slice(0, -1).join("");
  const isList = response.status !== 204 && (response.shape === "A" || Boolean(response.list));
  if (method === "get") return (isList ? "list" : "get") + names.join("");
  return VERB[method] + names.slice(0, -1).join("") + singular(names[names.length - 1]);
}

export function renderOperation(
  operation: AdminOperation,
  renderer: SchemaRenderer,
  sharedResponses: Record<string, JsonObject>,
): JsonObject {
  const parameters = renderParameters(operation, renderer);
  const [status, success] = renderSuccessResponse(operation, renderer);
  const scopeLine = `Requires the scope \`${operation.scope}\`.`;
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    description: operation.description ? `${operation.description}\n\n${scopeLine}` : scopeLine,
    tags: [operation.resource],
    "x-required-scope": operation.scope,
    parameters: [...parameters, { $ref: "#/components/parameters/AdminEnv" }],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: renderer.render(operation.body, "input") } },
          },
        }
      : {}),
    ...(operation.rawBody
      ? {
          requestBody: {
            required: true,
            description: operation.rawBody.description,
            content: { [operation.rawBody.contentType]: { schema: { type: "string" } } },
          },
        }
      : {}),
    responses: { [status]: success, ...renderErrorResponses(errorCodesOf(operation), sharedResponses) },
  };
}
