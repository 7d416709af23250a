import packageJson from "../../../package.json";
import type { ResidentOperation } from "../resident-operation";
import { errorSchema } from "./error-schema";
import { createSchemaRenderer, type JsonObject } from "./render-json-schema";
import { renderResidentOperation } from "./render-resident-operation";
import { HEADERS } from "./response-headers";

const TAGS: Record<ResidentOperation["tag"], string> = {
  auth: "Sign-in: each answers a core JWT for the routes below (Authorization: Bearer).",
  profile: "The signed-in user's own account.",
  doors: "The doors of the resident's properties, and opening them.",
  "guest-passes": "PIN and QR passes a resident issues to visitors.",
  calls: "Intercom calls to the resident's units.",
  notifications: "Web push for the resident portal.",
  legacy: "Routes kept for older mobile builds and the door keypads.",
};

const DESCRIPTION = `The resident API of Gatehouse (the portal and the mobile apps), with the sign-in and legacy mobile routes. Generated from the resident operations registry (lib/registries/resident-operations.ts) by \`npm run openapi\`; a test fails when this file and the code disagree.

- **Authentication**: sign in (\`POST /registration/login\`, \`POST /api/v1/auth/clerk-session\`) for a core JWT, then send it as \`Authorization: Bearer <token>\`. Each route names the roles it serves in \`x-roles\`; another role gets 403.
- **Errors**: always \`{"error": {"code", "message", "details"?}}\`.
- **Shapes**: lists answer shape A \`{"<plural>": [...], "total", "limit", "offset"}\` (with \`"nextCursor"\` where the list takes \`cursor\`); single items shape B \`{"data": {"<name>": ...}, "meta": {"total"}}\`; sign-in routes their session as is.
- **Paging**: \`limit\` 1 to 200 (default 50), \`offset\` from 0; a list that takes \`cursor\` also pages by the previous page's \`nextCursor\` (a cursor it did not give out, or a cursor with an offset, is a 400). Unknown query parameters and body fields are refused with 400.
- **Formats**: JSON with camelCase fields, timestamps ISO-8601 in UTC, opaque string ids. Every answer carries X-Request-Id.`;

const SECURITY_SCHEMES = {
  coreJwt: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The core JWT a sign-in route answers; ended by DELETE /api/v1/profile/sessions.",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "gh_live_<secret>",
    description: "A keypad's API key with devices:write.",
  },
};

// The OpenAPI 3.1 document of /api/v1 and the legacy mobile routes, rendered from their registry so it cannot drift.
export function renderResidentOpenApi(operations: ResidentOperation[]): JsonObject {
  const renderer = createSchemaRenderer();
  renderer.render(errorSchema, "output");
  for (const { response } of operations) {
    if (response.status === 204) continue;
    renderer.render(response.shape === "plain" ? response.body : response.item, "output");
  }
  const responses: Record<string, JsonObject> = {};
  const paths: Record<string, Record<string, JsonObject>> = {};
  const operationIds = new Set<string>();
  for (const operation of operations) {
    const rendered = renderResidentOperation(operation, renderer, responses);
    if (operationIds.has(String(rendered.operationId)))
      throw new Error(`Two resident operations share the operationId ${String(rendered.operationId)}`);
    operationIds.add(String(rendered.operationId));
    paths[operation.path] ??= {};
    if (paths[operation.path][operation.method])
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} is described twice`);
    paths[operation.path][operation.method] = rendered;
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))];
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const headers = {
    "X-Request-Id": HEADERS["X-Request-Id"],
    "Retry-After": HEADERS["Retry-After"],
    "X-Deletion": HEADERS["X-Deletion"],
  };
  return {
    openapi: "3.1.0",
    info: { title: "Gatehouse resident API", version: packageJson.version, description: DESCRIPTION },
    servers: [
      { url: "/", description: "The instance serving this file" },
      { url: "http://localhost:3000", description: "Local development (npm run dev)" },
    ],
    tags: tags.map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      schemas: sorted(renderer.components),
      responses: sorted(responses),
      headers,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
