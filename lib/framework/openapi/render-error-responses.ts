import type { AdminOperation } from "../admin-operation";
import { ERROR_STATUS, type ErrorCode } from "../../http/error-codes";
import { ERROR_CODES } from "./error-schema";
import { COMPONENT_SCHEMAS, type JsonObject } from "./render-json-schema";
import { headerRefs, RATE_LIMIT_HEADERS } from "./response-headers";

const MEANING: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "a path, query or body field, or X-Admin-Env, is invalid or unknown (details name each field)",
  UNAUTHORIZED: "no API key or session, or an unknown, expired or revoked one",
  INVALID_SIGNATURE: "a webhook signature does not verify",
  FORBIDDEN: "the caller may not do this to this resource, or its tenant is suspended",
  INSUFFICIENT_SCOPE: "the API key lacks the route's scope",
  NOT_FOUND: "no such resource, or it belongs to another tenant",
  METHOD_NOT_ALLOWED: "the route does not take this method",
  CONFLICT: "a unique value is taken, or the resource's state forbids the change",
  PAYLOAD_TOO_LARGE: "the body is over 1 MiB (a CSV import: 5 MiB)",
  UNSUPPORTED_MEDIA_TYPE: "the body is not sent as application/json (a CSV import: text/csv)",
  RATE_LIMITED: "the API key's requests per minute are used up",
  HEADERS_TOO_LARGE: "the request's header section is over 16 KiB (answered by the HTTP server, before any route)",
  INTERNAL_ERROR: "an unexpected failure; details are only in the server log",
  UPSTREAM_UNAVAILABLE: "the environment named in X-Admin-Env is not reachable",
  SERVICE_UNAVAILABLE: "the database is not reachable",
};

const pascal = (code: ErrorCode) =>
  code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

// The errors every admin route can answer besides op.errors: input (X-Admin-Env included), authentication, a suspended
// tenant, scope, rate limit and forwarding; lookup for routes with an {id}; size and media type for routes with a body.
export function errorCodesOf(operation: AdminOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>(operation.errors ?? []);
  codes
    .add("VALIDATION_ERROR")
    .add("UNAUTHORIZED")
    .add("FORBIDDEN")
    .add("INSUFFICIENT_SCOPE")
    .add("RATE_LIMITED")
    .add("UPSTREAM_UNAVAILABLE");
  if (/\{\w+\}/.test(operation.path)) codes.add("NOT_FOUND");
  if (operation.body || operation.rawBody) codes.add("PAYLOAD_TOO_LARGE").add("UNSUPPORTED_MEDIA_TYPE");
  return ERROR_CODES.filter((code) => codes.has(code));
}

function errorResponse(codes: ErrorCode[], rateLimited: boolean, meaning: Record<ErrorCode, string>): JsonObject {
  const headers = [
    "X-Request-Id",
    ...(codes.includes("UNAUTHORIZED") || !rateLimited ? [] : RATE_LIMIT_HEADERS),
    ...(codes.includes("RATE_LIMITED") ? ["Retry-After"] : []),
  ];
  return {
    description: codes.map((code) => `${code}: ${meaning[code]}.`).join(" "),
    headers: headerRefs(...headers),
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: `${COMPONENT_SCHEMAS}Error` },
            { type: "object", properties: { error: { type: "object", properties: { code: { enum: codes } } } } },
          ],
        },
      },
    },
  };
}

// One shared response per set of codes with the same status; operations refer to it by name. `rateLimited`: the
// answers carry the API key's RateLimit-* headers (the admin API; the resident API has none); `meanings` words codes
// for another audience.
export function renderErrorResponses(
  errorCodes: ErrorCode[],
  shared: Record<string, JsonObject>,
  { rateLimited = true, meanings = {} }: { rateLimited?: boolean; meanings?: Partial<Record<ErrorCode, string>> } = {},
): Record<string, JsonObject> {
  const meaning = { ...MEANING, ...meanings };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, JsonObject> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const name = codes.map(pascal).join("Or");
    shared[name] ??= errorResponse(codes, rateLimited, meaning);
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  shared.UnexpectedError ??= {
    ...errorResponse(["INTERNAL_ERROR", "SERVICE_UNAVAILABLE"], rateLimited, meaning),
    description: `Any other failure, in the same error shape: INTERNAL_ERROR (500): ${meaning.INTERNAL_ERROR}; SERVICE_UNAVAILABLE (503, with Retry-After): ${meaning.SERVICE_UNAVAILABLE}.`,
  };
  responses.default = { $ref: "#/components/responses/UnexpectedError" };
  return responses;
}
