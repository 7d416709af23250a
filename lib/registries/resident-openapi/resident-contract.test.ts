import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startIdentityServer } from "../../auth/testing/identity-fixtures";
import { createDocumentAjv } from "../../framework/openapi/create-document-ajv";
import { isJsonObject, type JsonObject } from "../../framework/openapi/render-json-schema";
import type { ResidentOperation } from "../../framework/resident-operation";
import { createTestKey } from "../../testing/admin-client";
import type { TestServer } from "../../testing/start-test-server";
import { residentOperations } from "../resident-operations";
import { CALLER_ROLES, identityRoutes } from "../route-table";
import { createIdentityWorld } from "../testing/identity-route-world";
import { readResidentYaml } from "./read-resident-yaml";

// The contract is resident.yaml itself: answers are checked against its schemas, not against the zod schemas behind them.
const document = readResidentYaml();
const ajv = createDocumentAjv(document);
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce((node, key) => (isJsonObject(node) ? node[key] : undefined), value);

function responseOf(operation: ResidentOperation, status: number): JsonObject {
  const responses = at(document, "paths", operation.path, operation.method, "responses");
  const response = isJsonObject(responses) ? responses[String(status)] : undefined;
  if (!isJsonObject(response))
    throw new Error(`resident.yaml has no ${status} answer for ${operation.method.toUpperCase()} ${operation.path}`);
  const shared =
    typeof response.$ref === "string" ? response.$ref.match(/^#\/components\/responses\/(.+)$/)?.[1] : undefined;
  return shared ? (at(document, "components", "responses", shared) as JsonObject) : response;
}

function expectMatches(schema: unknown, body: unknown, what: string): void {
  const validate = ajv.compile(schema as JsonObject);
  expect(
    validate(body),
    `${what}: ${ajv.errorsText(validate.errors, { separator: "\n" })}\n${JSON.stringify(body).slice(0, 2000)}`,
  ).toBe(true);
}

const bodySchemaOf = (operation: ResidentOperation, status: number) =>
  at(responseOf(operation, status), "content", "application/json", "schema");

let server: TestServer;
let world: Awaited<ReturnType<typeof createIdentityWorld>>;

beforeAll(async () => {
  server = await startIdentityServer();
  world = await createIdentityWorld(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const routeOf = (operation: ResidentOperation) =>
  identityRoutes.find((route) => route.path === operation.path && route.method === operation.method.toUpperCase())!;

describe("the resident API answers as resident.yaml says", () => {
  it("has every resident operation in the role table it is derived into", () => {
    for (const operation of residentOperations) expect(routeOf(operation), operation.path).toBeDefined();
  });

  it("would notice an answer that does not fit: the check follows $refs into components", async () => {
    const operation = residentOperations.find((candidate) => candidate.path === "/api/v1/access")!;
    const reply = await send(server.baseUrl, "GET", "/api/v1/access", { bearer: world.people.resident.token });
    expect(reply.body?.doors.length).toBeGreaterThan(0);
    const schema = bodySchemaOf(operation, 200) as JsonObject;
    expect(ajv.compile(schema)(reply.body)).toBe(true);
    const altered = structuredClone(document);
    (at(altered, "components", "schemas", "Door", "properties", "name") as JsonObject).type = "integer";
    expect(createDocumentAjv(altered).compile(schema)(reply.body)).toBe(false);
  });

  for (const operation of residentOperations) {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const { roles } = operation.auth;
    describe(name, () => {
      for (const role of CALLER_ROLES) {
        const allowed = roles.includes(role);
        it(`${role}: ${allowed ? `answers ${operation.response.status} with the documented body` : "is refused in a documented error"}`, async () => {
          const reply = await world.call(routeOf(operation), world.people[role]);
          expect(reply.headers.get("x-request-id")).toBeTruthy();
          if (!allowed) {
            expect([401, 403], JSON.stringify(reply.body)).toContain(reply.status);
            expectMatches({ $ref: "#/components/schemas/Error" }, reply.body, `${name} as ${role}`);
            expectMatches(bodySchemaOf(operation, reply.status), reply.body, `${name} as ${role} (documented)`);
            return;
          }
          expect(reply.status, JSON.stringify(reply.body)).toBe(operation.response.status);
          if (operation.response.status === 204) expect(reply.body).toBeNull();
          else expectMatches(bodySchemaOf(operation, reply.status), reply.body, `${name} as ${role}`);
        });
      }
    });
  }

  it("POST /access/keypad: a keypad's key redeeming a fresh pass's PIN answers 201 with the documented body", async () => {
    const operation = residentOperations.find((candidate) => candidate.path === "/access/keypad")!;
    const created = await send(server.baseUrl, "POST", "/api/v1/guest-passes", {
      bearer: world.people.resident.token,
      body: {
        name: "Keypad guest",
        validFrom: new Date(Date.now() - 60_000).toISOString(),
        validUntil: new Date(Date.now() + 3_600_000).toISOString(),
        maxUses: 2,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { key } = await createTestKey(world.tenantId, ["devices:write"]);
    const reply = await send(server.baseUrl, "POST", "/access/keypad", {
      bearer: key,
      body: { deviceId: world.doorId, pin: created.body?.data.guestPass.pin },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expectMatches(bodySchemaOf(operation, 201), reply.body, "POST /access/keypad with a valid PIN");
    const refused = await send(server.baseUrl, "POST", "/access/keypad", {
      bearer: key,
      body: { deviceId: world.doorId, pin: "000000" },
    });
    expect(refused.status).toBe(403);
    expectMatches(bodySchemaOf(operation, 403), refused.body, "POST /access/keypad with an unknown PIN");
  });
});
