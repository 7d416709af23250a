import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOperations } from "./admin-operations";
import { createExampleIds } from "../testing/admin-fixtures";
import { createTestKey } from "../testing/admin-client";
import { operationName, operationUrl } from "../testing/call-operation";
import type { TestServer } from "../testing/start-test-server";
import { adminRouteAccess, CALLER_ROLES, identityRoutes, renderRouteTable } from "./route-table";
import { createPerson, send, ssoCookie, startIdentityServer } from "../auth/testing/identity-fixtures";
import { createIdentityWorld } from "./testing/identity-route-world";

let server: TestServer;
let world: Awaited<ReturnType<typeof createIdentityWorld>>;

beforeAll(async () => {
  server = await startIdentityServer();
  world = await createIdentityWorld(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("role table: routes outside /api/admin, every role", () => {
  for (const route of identityRoutes) {
    describe(`${route.method} ${route.path}`, () => {
      for (const role of CALLER_ROLES) {
        const allowed = route.roles.includes(role);
        it(`${role}: ${allowed ? "allowed" : "refused"}`, async () => {
          const reply = await world.call(route, world.people[role]);
          if (allowed) {
            expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
          } else {
            expect([401, 403], JSON.stringify(reply.body)).toContain(reply.status);
          }
        });
      }
    });
  }

  it("the keypad route opens for its device API key", async () => {
    const { key } = await createTestKey(world.tenantId, ["devices:write"]);
    const reply = await send(server.baseUrl, "POST", "/access/keypad", {
      bearer: key,
      body: { deviceId: world.doorId, pin: "123456" },
    });
    // An unknown PIN is refused as access, not as authentication.
    expect(reply.status).toBe(403);
    expect(reply.body?.error.message).toMatch(/unknown PIN/);
  });
});

describe("role table: /api/admin with a legacy SSO session of every role", () => {
  const access = adminRouteAccess();
  adminOperations.forEach((operation, index) => {
    describe(operationName(operation), () => {
      for (const role of CALLER_ROLES) {
        const allowed = access[index].roles.includes(role);
        it(`${role}: ${allowed ? "allowed" : "refused"}`, async () => {
          const ids = await createExampleIds();
          const person = await createPerson(role, role === "platform_admin" ? null : ids.tenantId);
          const example = operation.example(ids);
          const response = await fetch(`${server.baseUrl}${operationUrl(operation, example)}`, {
            method: operation.method.toUpperCase(),
            headers: {
              cookie: await ssoCookie(person),
              origin: server.baseUrl,
              ...(example.body !== undefined
                ? { "content-type": operation.rawBody?.contentType ?? "application/json" }
                : {}),
            },
            body:
              example.body === undefined
                ? undefined
                : operation.rawBody
                  ? String(example.body)
                  : JSON.stringify(example.body),
          });
          const text = await response.text();
          if (allowed) expect(response.status, text).toBeLessThan(300);
          else expect(response.status, text).toBe(403);
        });
      }
    });
  });
});

describe("the README's role table", () => {
  it("is the table the test walks (regenerate with npx tsx lib/registries/print-route-table.ts)", () => {
    const docs = [path.resolve("README.md"), path.join(__dirname, "README-identity.md")]
      .filter(existsSync)
      .map((file) => readFileSync(file, "utf8"));
    // The formatter pads the README's columns; the cells are what must match.
    const cells = (table: string) => table.replace(/ *\| */g, "|").replace(/\|-+(?=\|)/g, "|---");
    expect(docs.some((doc) => cells(doc).includes(cells(renderRouteTable())))).toBe(true);
  });
});
