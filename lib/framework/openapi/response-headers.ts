import type { deletionResponse } from "../../http/respond";
import type { JsonObject } from "./render-json-schema";

type Deletion = Parameters<typeof deletionResponse>[0];

// A Record so that a new X-Deletion value in respond.ts fails the type check until it is listed here.
const DELETIONS: Record<Deletion, true> = {
  deleted: true,
  archived: true,
  deactivated: true,
  retired: true,
  revoked: true,
  suspended: true,
};

const integer = { type: "integer", minimum: 0 };

export const HEADERS: Record<string, JsonObject> = {
  "X-Request-Id": {
    description:
      "The request's id, also in the server's log lines; a caller's own plain token (8 to 128 of A-Z a-z 0-9 . _ : -) is echoed.",
    required: true,
    schema: { type: "string" },
  },
  "RateLimit-Limit": { description: "Requests per minute this API key may make.", schema: integer },
  "RateLimit-Remaining": { description: "Requests left in the current minute.", schema: integer },
  "RateLimit-Reset": { description: "Seconds until the current minute's window ends.", schema: integer },
  "Retry-After": { description: "Seconds to wait before trying again.", required: true, schema: integer },
  "X-Deletion": {
    description: "What the DELETE did: removed the row, or kept it for history in another state.",
    required: true,
    schema: { type: "string", enum: Object.keys(DELETIONS) },
  },
};

export const headerRefs = (...names: (keyof typeof HEADERS)[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

// Rate-limit headers come with every answer to an authenticated API key request.
export const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];
