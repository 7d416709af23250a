import packageJson from "../../../package.json";
import type { AdminResource } from "../../auth/scopes";
import type { AdminOperation } from "../admin-operation";
import { ADMIN_ENV_PARAMETER } from "./admin-env-parameter";
import { errorSchema } from "./error-schema";
import { createSchemaRenderer, type JsonObject } from "./render-json-schema";
import { operationIdOf, renderOperation } from "./render-operation";
import { renderWebhooks } from "./render-webhooks";
import { HEADERS } from "./response-headers";
import { SECURITY, SECURITY_SCHEMES } from "./security-schemes";

const TAGS: Record<AdminResource, string> = {
  tenants: "Customer organizations (a property-management company; with Clerk, one Organization).",
  properties: "Buildings of a tenant, each with the phone number its intercom calls arrive on.",
  units: "Apartments or suites of a property.",
  users: "Owners, staff and residents of a tenant; residents belong to units.",
  devices: "Intercoms, door controllers, readers and cameras of a property.",
  calls: "Intercom calls, read-only; the voice gateway writes them.",
  stats: "Counts across the caller's tenant or the platform.",
  analytics: "Call and access figures over a time window.",
  api_keys: "Keys for this API: shown once, scoped, rate-limited, rotatable and revocable.",
  environments: "The DEV, TEST, STAGING and PROD instances a request can be forwarded to with X-Admin-Env.",
  webhooks:
    "Endpoints of the tenant's own systems that receive signed events (Standard Webhooks), and their delivery log.",
  access_events: "Every door opening and refusal, read-only: the access log.",
  audit_logs: "Every admin change, who made it and on what, read-only: the audit trail.",
};

const DESCRIPTION = `The admin API of Gatehouse. Generated from the admin operations registry (lib/registries/admin-operations.ts) by \`npm run openapi\`; a test fails when this file and the code disagree.

- **Authentication**: \`Authorization: Bearer gh_live_...\`, an API key bound to one tenant or, for platform admins, to the platform; the dashboard uses its session instead. Each route names the scope it needs in \`x-required-scope\`; a tenant key never sees another tenant's rows (they answer 404).
- **Errors**: always \`{"error": {"code", "message", "details"?}}\`, never an HTML page or a stack trace.
- **Shapes**: original list routes answer shape A \`{"<plural>": [...], "total", "limit", "offset"}\`; every other route answers shape B \`{"data": {"<name>": ...}, "meta": {"total", ...}}\`.
- **Paging**: \`limit\` 1 to 200 (default 50), \`offset\` from 0. Unknown query parameters and body fields are refused with 400.
- **CSV**: every list answers \`text/csv\` when asked with \`Accept: text/csv\`: the whole list under the same filters (paging ignored), streamed page by page, RFC 4180 quoting, nested values as JSON, and text starting with = + - @ (or a tab or carriage return) prefixed with ' so spreadsheets do not run it. Errors stay JSON.
- **Limits**: bodies up to 1 MiB; each key has a per-minute rate limit reported in the RateLimit-* headers.
- **Formats**: JSON with camelCase fields, timestamps ISO-8601 in UTC (\`2025-01-31T09:30:00.000Z\`), opaque string ids. Every answer carries X-Request-Id.`;

// The OpenAPI 3.1 document of the admin family, rendered from the operations registry so it cannot drift from the routes.
export function renderAdminOpenApi(operations: AdminOperation[]): JsonObject {
  const renderer = createSchemaRenderer();
  // Output forms first, so a shared schema keeps its plain id and only a differing input form becomes <id>Input.
  renderer.render(errorSchema, "output");
  for (const { response } of operations) if (response.status !== 204) renderer.render(response.item, "output");
  const responses: Record<string, JsonObject> = {};
  const paths: Record<string, Record<string, JsonObject>> = {};
  const operationIds = new Set<string>();
  for (const operation of operations) {
    const rendered = renderOperation(operation, renderer, responses);
    if (operationIds.has(String(rendered.operationId)))
      throw new Error(`Two admin operations share the operationId ${operationIdOf(operation)}`);
    operationIds.add(String(rendered.operationId));
    paths[operation.path] ??= {};
    if (paths[operation.path][operation.method])
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} is described twice`);
    paths[operation.path][operation.method] = rendered;
  }
  const resources = [...new Set(operations.map((operation) => operation.resource))];
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0",
    info: { title: "Gatehouse admin API", version: packageJson.version, description: DESCRIPTION },
    servers: [
      { url: "/", description: "The instance serving this file" },
      { url: "http://localhost:3000", description: "Local development (npm run dev)" },
    ],
    security: SECURITY,
    tags: resources.map((name) => ({ name, description: TAGS[name] })),
    paths,
    webhooks: renderWebhooks(renderer),
    components: {
      schemas: sorted(renderer.components),
      responses: sorted(responses),
      parameters: { AdminEnv: ADMIN_ENV_PARAMETER },
      headers: HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
