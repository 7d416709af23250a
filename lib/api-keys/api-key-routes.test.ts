import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { issueApiKey } from "./issue-api-key";
import { testDatabase } from "../testing/test-database";

describe("API key authentication", () => {
  it("refuses a missing, malformed or unknown key with 401", async () => {
    expect((await adminFetch(null, "GET", "/api/admin/properties")).body.error.code).toBe("UNAUTHORIZED");
    expect((await adminFetch("nonsense", "GET", "/api/admin/properties")).status).toBe(401);
    expect((await adminFetch(`gh_live_${"A".repeat(43)}`, "GET", "/api/admin/properties")).status).toBe(401);
  });

  it("answers 403 INSUFFICIENT_SCOPE naming the missing scope", async () => {
    const { key } = await createTestKey((await createTestTenant()).id, ["stats:read"]);
    const response = await adminFetch(key, "GET", "/api/admin/properties");
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "INSUFFICIENT_SCOPE",
      message: expect.stringContaining("properties:read"),
    });
  });

  it("stores only a SHA-256 hash of the secret", async () => {
    const created = await createTestKey(null);
    const row = await testDatabase().apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(created.key.startsWith("gh_live_")).toBe(true);
    expect(row.hashedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it("refuses expired and revoked keys, and rotated-out secrets", async () => {
    const tenant = await createTestTenant();
    const expired = await createTestKey(tenant.id, undefined, { expiresAt: new Date(Date.now() - 1000) });
    expect((await adminFetch(expired.key, "GET", "/api/admin/properties")).body.error.message).toMatch(/expired/);

    const admin = await createTestKey(tenant.id);
    const victim = await createTestKey(tenant.id, ["properties:read"]);
    const rotated = await adminFetch(admin.key, "POST", `/api/admin/api-keys/${victim.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect((await adminFetch(victim.key, "GET", "/api/admin/properties")).status).toBe(401);
    expect((await adminFetch(rotated.body.data.apiKey.key, "GET", "/api/admin/properties")).status).toBe(200);

    expect((await adminFetch(admin.key, "DELETE", `/api/admin/api-keys/${victim.id}`)).status).toBe(204);
    const revoked = await adminFetch(rotated.body.data.apiKey.key, "GET", "/api/admin/properties");
    expect(revoked.body.error.message).toMatch(/revoked/);

    // A revoked key is final: neither rotated nor changed.
    expect((await adminFetch(admin.key, "POST", `/api/admin/api-keys/${victim.id}/rotate`)).status).toBe(409);
    const renamed = await adminFetch(admin.key, "PATCH", `/api/admin/api-keys/${victim.id}`, { name: "Leaked" });
    expect(renamed.status).toBe(409);
    expect((await adminFetch(admin.key, "GET", `/api/admin/api-keys/${victim.id}`)).body.data.apiKey.name).not.toBe(
      "Leaked",
    );
  });

  it("limits each key per minute in PostgreSQL with RateLimit headers and 429 Retry-After", async () => {
    const { key } = await createTestKey((await createTestTenant()).id, undefined, { rateLimitPerMinute: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await adminFetch(key, "GET", "/api/admin/properties"));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].headers.get("ratelimit-limit")).toBe("3");
    expect(answers[1].headers.get("ratelimit-remaining")).toBe("1");
    expect(answers[3].status).toBe(429);
    expect(answers[3].body.error.code).toBe("RATE_LIMITED");
    expect(Number(answers[3].headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("writes lastUsedAt at most once a minute", async () => {
    const { id, key } = await createTestKey((await createTestTenant()).id);
    await adminFetch(key, "GET", "/api/admin/properties");
    const first = (await testDatabase().apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    expect(first).not.toBeNull();
    await adminFetch(key, "GET", "/api/admin/properties");
    expect((await testDatabase().apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(first);
  });
});

describe("/api/admin/api-keys", () => {
  it("creates a key shown once, then lists and gets it without the secret", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["api_keys:read", "api_keys:write", "stats:read"]);
    const created = await adminFetch(key, "POST", "/api/admin/api-keys", { name: "Dashboard", scopes: ["stats:read"] });
    expect(created.status).toBe(201);
    expect(created.body.data.apiKey).toMatchObject({
      name: "Dashboard",
      scopes: ["stats:read"],
      tenantId: tenant.id,
      key: expect.stringMatching(/^gh_live_/),
    });
    const fetched = await adminFetch(key, "GET", `/api/admin/api-keys/${created.body.data.apiKey.id}`);
    expect(fetched.body.data.apiKey.key).toBeUndefined();
    const list = await adminFetch(key, "GET", "/api/admin/api-keys");
    expect(list.body.meta.total).toBe(2);
    expect(JSON.stringify(list.body)).not.toContain(created.body.data.apiKey.key);
  });

  it("never grants wider scopes than the caller holds, nor a platform key to a tenant caller", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["api_keys:write", "stats:read"]);
    const wider = await adminFetch(key, "POST", "/api/admin/api-keys", { name: "x", scopes: ["properties:write"] });
    expect(wider.status).toBe(403);
    expect(wider.body.error.message).toContain("properties:write");
    const platform = await adminFetch(key, "POST", "/api/admin/api-keys", {
      name: "x",
      scopes: ["stats:read"],
      tenantId: null,
    });
    expect(platform.status).toBe(403);
    expect(await testDatabase().apiKey.count({ where: { tenantId: tenant.id } })).toBe(1);
  });
});

describe("managing a key means holding its scopes", () => {
  it("a narrow key can neither rotate, rename nor revoke a wider key, which keeps working", async () => {
    const tenant = await createTestTenant();
    const narrow = await createTestKey(tenant.id, ["api_keys:read", "api_keys:write"]);
    const wide = await createTestKey(tenant.id);
    for (const [method, path, body] of [
      ["POST", `/api/admin/api-keys/${wide.id}/rotate`, undefined],
      ["PATCH", `/api/admin/api-keys/${wide.id}`, { name: "taken over" }],
      ["DELETE", `/api/admin/api-keys/${wide.id}`, undefined],
    ] as const) {
      const response = await adminFetch(narrow.key, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.code).toBe("FORBIDDEN");
    }
    expect((await adminFetch(wide.key, "GET", "/api/admin/properties")).status).toBe(200);
    expect(await testDatabase().apiKey.findUniqueOrThrow({ where: { id: wide.id } })).toMatchObject({
      name: wide.name,
      revokedAt: null,
      hashedKey: expect.any(String),
    });
  });

  it("a key stops working when the user who created it is suspended", async () => {
    const tenant = await createTestTenant();
    const owner = await testDatabase().user.create({
      data: {
        tenantId: tenant.id,
        email: `owner-${tenant.slug}@example.test`,
        name: "Owner",
        role: "owner",
        status: "active",
      },
    });
    const { key } = await issueApiKey(testDatabase(), {
      name: "owner's key",
      scopes: ["properties:read"],
      tenantId: tenant.id,
      createdById: owner.id,
    });
    expect((await adminFetch(key, "GET", "/api/admin/properties")).status).toBe(200);
    await testDatabase().user.update({ where: { id: owner.id }, data: { status: "suspended" } });
    const refused = await adminFetch(key, "GET", "/api/admin/properties");
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/suspended/);
  });
});
