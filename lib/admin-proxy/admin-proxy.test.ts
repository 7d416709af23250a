import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { issueApiKey } from "../api-keys/issue-api-key";
import { createDatabaseClient, endDatabaseClient, type Database } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";
import { startTestDatabase, type TestDatabase } from "../testing/start-test-database";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { testDatabase } from "../testing/test-database";
import { upstreamUrl } from "./forward-admin-request";

let stagingDb: TestDatabase;
let stagingClient: Database;
let staging: TestServer;
let dev: TestServer;
let stagingKey: string;
let devKey: string;
// An environment that answers with cookies and Clear-Site-Data of its own.
let cookieSetter: Server;

async function call(
  server: TestServer,
  method: string,
  path: string,
  { key, env, body }: { key?: string; env?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(env ? { "x-admin-env": env } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  stagingDb = await startTestDatabase();
  stagingClient = createDatabaseClient(stagingDb.url);
  await seedDemoData(stagingClient);
  await stagingClient.property.create({
    data: { tenantId: "demo-tenant", name: "Only In Staging", address: "1 Staging Way" },
  });
  staging = await startTestServer(stagingDb.url, { ADMIN_ENV: "STAGING" });
  cookieSetter = createServer((request, response) => {
    request.resume();
    response.writeHead(200, {
      "content-type": "application/json",
      "set-cookie": ["sso-session=an-upstream-session; Path=/", "other=1; Path=/"],
      "clear-site-data": '"cookies", "storage"',
      "x-upstream": "test",
    });
    response.end('{"properties":[],"total":0,"limit":50,"offset":0}');
  });
  await new Promise<void>((resolve) => cookieSetter.listen(0, "127.0.0.1", resolve));
  dev = await startTestServer(inject("databaseUrl"), {
    ADMIN_ENV: "DEV",
    ADMIN_ENV_STAGING_URL: staging.baseUrl,
    ADMIN_ENV_PROD_URL: `http://127.0.0.1:${(cookieSetter.address() as AddressInfo).port}`,
    ADMIN_PROXY_TIMEOUT_MS: "3000",
  });
  stagingKey = (
    await issueApiKey(stagingClient, {
      name: "staging",
      scopes: ["properties:read", "properties:write", "environments:read"],
      tenantId: null,
    })
  ).key;
  devKey = (
    await issueApiKey(testDatabase(), { name: "dev", scopes: ["properties:read", "environments:read"], tenantId: null })
  ).key;
}, 180_000);

afterAll(async () => {
  if (cookieSetter?.listening) cookieSetter.close();
  await dev?.stop();
  await staging?.stop();
  if (stagingClient) await endDatabaseClient(stagingClient);
  await stagingDb?.remove();
});

describe("X-Admin-Env proxy", () => {
  it("answers a GET through the proxy exactly as the upstream answers it directly", async () => {
    const direct = await call(staging, "GET", "/api/admin/properties?limit=5&q=staging", { key: stagingKey });
    const proxied = await call(dev, "GET", "/api/admin/properties?limit=5&q=staging", {
      key: stagingKey,
      env: "STAGING",
    });
    expect(direct.status).toBe(200);
    expect(proxied.status).toBe(200);
    expect(proxied.body).toEqual(direct.body);
    expect(proxied.body.properties[0].name).toBe("Only In Staging");
    expect(proxied.headers.get("content-type")).toBe(direct.headers.get("content-type"));
    expect(proxied.headers.get("ratelimit-limit")).toBe(direct.headers.get("ratelimit-limit"));
  });

  it("forwards POST, PATCH and DELETE with their bodies to the upstream's database only", async () => {
    const created = await call(dev, "POST", "/api/admin/properties", {
      key: stagingKey,
      env: "staging",
      body: { tenantId: "demo-tenant", name: "Proxied House", address: "2 Proxy Road" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.property.id;
    expect(await stagingClient.property.findUnique({ where: { id } })).toMatchObject({ name: "Proxied House" });
    expect(await testDatabase().property.findUnique({ where: { id } })).toBeNull();

    const patched = await call(dev, "PATCH", `/api/admin/properties/${id}`, {
      key: stagingKey,
      env: "Staging",
      body: { name: "Proxied Hall" },
    });
    const direct = await call(staging, "GET", `/api/admin/properties/${id}`, { key: stagingKey });
    expect(patched.status).toBe(200);
    expect(patched.body.data.property.name).toBe("Proxied Hall");
    expect(direct.body.data.property).toEqual(patched.body.data.property);

    const deleted = await call(dev, "DELETE", `/api/admin/properties/${id}`, { key: stagingKey, env: "STAGING" });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("deleted");
    expect(await stagingClient.property.findUnique({ where: { id } })).toBeNull();
  });

  it("never hands this instance's session cookies to another environment", async () => {
    const response = await fetch(`${dev.baseUrl}/api/admin/properties`, {
      headers: { "x-admin-env": "STAGING", cookie: "sso-session=a-dev-session; __session=a-clerk-token" },
    });
    // Without the cookies the upstream sees no credentials at all.
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toMatch(/Authentication required/);
  });

  it("never lets another environment set or clear this instance's cookies", async () => {
    const forwarded = await call(dev, "GET", "/api/admin/properties", { key: devKey, env: "PROD" });
    expect(forwarded.status).toBe(200);
    expect(forwarded.headers.get("x-upstream")).toBe("test");
    expect(forwarded.headers.get("set-cookie")).toBeNull();
    expect(forwarded.headers.get("clear-site-data")).toBeNull();
  });

  it("refuses a forwarded body over 1 MiB without calling the upstream", async () => {
    const big = await call(dev, "POST", "/api/admin/properties", {
      key: stagingKey,
      env: "STAGING",
      body: { name: "x".repeat(1024 * 1024 + 10) },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("leaves the API key to the upstream to check", async () => {
    const localKeyUpstream = await call(dev, "GET", "/api/admin/properties", { key: devKey, env: "STAGING" });
    expect(localKeyUpstream.status).toBe(401);
    expect(localKeyUpstream.body.error.code).toBe("UNAUTHORIZED");
    const noKey = await call(dev, "GET", "/api/admin/properties", { env: "STAGING" });
    expect(noKey.status).toBe(401);
  });

  it("serves locally without the header or with this instance's own environment", async () => {
    const absent = await call(dev, "GET", "/api/admin/properties?q=staging", { key: devKey });
    expect(absent.status).toBe(200);
    expect(absent.body.total).toBe(0);
    expect((await call(dev, "GET", "/api/admin/properties?q=staging", { key: devKey, env: "dev" })).body.total).toBe(0);
    expect((await call(dev, "GET", "/api/admin/properties", { key: stagingKey })).status).toBe(401);
  });

  it("refuses an unknown value and an environment without an address with 400", async () => {
    const unknown = await call(dev, "GET", "/api/admin/properties", { key: devKey, env: "QA" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("VALIDATION_ERROR");
    const unset = await call(dev, "GET", "/api/admin/properties", { key: devKey, env: "TEST" });
    expect(unset.status).toBe(400);
    expect(unset.body.error.message).toContain("TEST");
  });

  it("answers 502 UPSTREAM_UNAVAILABLE when the upstream is not there", async () => {
    await new Promise((resolve) => (cookieSetter.close(resolve), cookieSetter.closeAllConnections()));
    const closed = await call(dev, "GET", "/api/admin/properties", { key: stagingKey, env: "PROD" });
    expect(closed.status).toBe(502);
    expect(closed.body.error.code).toBe("UPSTREAM_UNAVAILABLE");
  });

  it("lists the environments and which one answers locally", async () => {
    const listed = await call(dev, "GET", "/api/admin/environments", { key: devKey });
    expect(listed.body.data.environments).toEqual([
      { name: "DEV", configured: true, local: true },
      { name: "TEST", configured: false, local: false },
      { name: "STAGING", configured: true, local: false },
      { name: "PROD", configured: true, local: false },
    ]);
  });

  it("never forwards routes outside /api/admin, and answers 502 once the upstream stops", async () => {
    await staging.stop();
    const health = await call(dev, "GET", "/api/health", { env: "STAGING" });
    expect(health.status).toBe(200);
    const stopped = await call(dev, "GET", "/api/admin/properties", { key: stagingKey, env: "STAGING" });
    expect(stopped.status).toBe(502);
    expect(stopped.body.error.code).toBe("UPSTREAM_UNAVAILABLE");
  });
});

describe("upstreamUrl", () => {
  it("keeps every forward on the configured host, whatever the path says", () => {
    const base = new URL("http://127.0.0.1:4000/core/");
    expect(upstreamUrl(base, "/api/admin/properties", "?limit=5").href).toBe(
      "http://127.0.0.1:4000/core/api/admin/properties?limit=5",
    );
    expect(upstreamUrl(base, "//evil.example/api/admin/x", "").host).toBe("127.0.0.1:4000");
    expect(upstreamUrl(base, "/api/admin/@evil.example", "").host).toBe("127.0.0.1:4000");
    expect(upstreamUrl(base, "/api/admin/../../x", "").host).toBe("127.0.0.1:4000");
  });
});
