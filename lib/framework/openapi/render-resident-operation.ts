import type { ErrorCode } from "../../http/error-codes";
import type { AdminOperation } from "../admin-operation";
import type { ResidentOperation } from "../resident-operation";
import { ERROR_CODES } from "./error-schema";
import { renderErrorResponses } from "./render-error-responses";
import type { JsonObject, SchemaRenderer } from "./render-json-schema";
import { operationIdOf } from "./render-operation";
import { renderParameters } from "./render-parameters";
import { envelopeSchema, nextCursor } from "./render-success-response";
import { headerRefs } from "./response-headers";

const MEANINGS: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: "a path, query or body field is invalid or unknown (details name each field)",
  UNAUTHORIZED: "no core JWT, or an expired or ended one, or a credential that does not verify",
  FORBIDDEN: "the caller's role may not use this route, or access is denied (the reason is in the message)",
  INSUFFICIENT_SCOPE: "the keypad's API key lacks devices:write",
  NOT_FOUND: "no such resource, or not one of the caller's",
  RATE_LIMITED: "too many attempts from this client (sign-in) or at this door (keypad)",
  PAYLOAD_TOO_LARGE: "the body is over 1 MiB",
  UNSUPPORTED_MEDIA_TYPE: "the body is not sent as application/json",
};

const count = { type: "integer", minimum: 0 };

// Shape A of the resident API: {"<key>": [item...], total, limit, offset}, and nextCursor where the list takes `cursor`.
const pageSchema = (key: string, item: JsonObject, byCursor: boolean): JsonObject => ({
  type: "object",
  properties: {
    [key]: { type: "array", items: item },
    total: count,
    limit: { type: "integer", minimum: 1 },
    offset: count,
    ...(byCursor ? { nextCursor } : {}),
  },
  required: [key, "total", "limit", "offset", ...(byCursor ? ["nextCursor"] : [])],
  additionalProperties: false,
});

// Query, authentication and role errors of every route; lookup with a {param}; size and media type with a body.
export function residentErrorCodes(operation: ResidentOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>(operation.errors ?? []);
  // Every route refuses a query parameter it does not take.
  codes.add("UNAUTHORIZED").add("VALIDATION_ERROR");
  if (operation.auth.kind === "core") codes.add("FORBIDDEN");
  if (/\{\w+\}/.test(operation.path)) codes.add("NOT_FOUND");
  if (operation.body) codes.add("PAYLOAD_TOO_LARGE").add("UNSUPPORTED_MEDIA_TYPE");
  return ERROR_CODES.filter((code) => codes.has(code));
}

function renderSuccess(operation: ResidentOperation, renderer: SchemaRenderer, byCursor: boolean): JsonObject {
  const { response } = operation;
  if (response.status === 204)
    return {
      description: "Done; no body.",
      headers: headerRefs("X-Request-Id", ...(response.deletion ? ["X-Deletion"] : [])),
    };
  const schema =
    response.shape === "plain"
      ? renderer.render(response.body, "output")
      : response.shape === "A"
        ? pageSchema(response.key, renderer.render(response.item, "output"), byCursor)
        : envelopeSchema(response.key, renderer.render(response.item, "output"), false);
  const what =
    response.shape === "A"
      ? ` Shape A: a page of \`${response.key}\`.`
      : response.shape === "B"
        ? ` Shape B: \`data.${response.key}\`.`
        : "";
  const word = { 200: "OK", 201: "Created", 202: "Accepted" }[response.status];
  return {
    description: `${word}.${what}`,
    headers: headerRefs("X-Request-Id"),
    content: { "application/json": { schema } },
  };
}

function authLine(operation: ResidentOperation): string {
  const { auth } = operation;
  if (auth.kind === "core") return `Requires a core JWT of a ${auth.roles.join(", ")} account.`;
  return `Authentication: ${auth.what}.`;
}

export function renderResidentOperation(
  operation: ResidentOperation,
  renderer: SchemaRenderer,
  sharedResponses: Record<string, JsonObject>,
): JsonObject {
  const { auth } = operation;
  const security =
    auth.kind === "core" || auth.what === "core JWT"
      ? [{ coreJwt: [] }]
      : auth.roles.length === 0
        ? [{ apiKey: [] }]
        : [];
  const parameters = renderParameters(operation, renderer);
  const byCursor = parameters.some((parameter) => parameter.in === "query" && parameter.name === "cursor");
  return {
    operationId: operationIdOf(operation as unknown as AdminOperation),
    summary: operation.summary,
    description: operation.description ? `${operation.description}\n\n${authLine(operation)}` : authLine(operation),
    tags: [operation.tag],
    "x-roles": [...auth.roles],
    security,
    parameters,
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: renderer.render(operation.body, "input") } },
          },
        }
      : {}),
    responses: {
      [String(operation.response.status)]: renderSuccess(operation, renderer, byCursor),
      ...renderErrorResponses(residentErrorCodes(operation), sharedResponses, {
        rateLimited: false,
        meanings: MEANINGS,
      }),
    },
  };
}
