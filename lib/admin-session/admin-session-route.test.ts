import { describe, expect, it } from "vitest";
import { ROLE_SCOPES } from "../auth/scopes";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { baseUrl } from "../testing/test-database";

// A legacy SSO session cookie for a demo account, through next-auth's credentials callback.
async function signIn(email: string): Promise<string> {
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password: "gatehouse", json: "true" }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sso-session="));
  if (!session) throw new Error(`sign-in of ${email} set no session cookie (${response.status})`);
  return session.split(";")[0];
}

describe("GET /api/admin/me", () => {
  it("tells a signed-in owner their role, tenant and the scopes the dashboard may offer", async () => {
    const reply = await adminFetch(null, "GET", "/api/admin/me", undefined, {
      cookie: await signIn("owner@gatehouse.local"),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.session).toMatchObject({
      kind: "session",
      role: "owner",
      email: "owner@gatehouse.local",
      tenantId: "demo-tenant",
    });
    expect(reply.body.data.session.tenantName).toBeTruthy();
    expect(new Set(reply.body.data.session.scopes)).toEqual(new Set(ROLE_SCOPES.owner));
  });

  it("gives staff no API key scopes, so the dashboard hides the API key page", async () => {
    const reply = await adminFetch(null, "GET", "/api/admin/me", undefined, {
      cookie: await signIn("staff@gatehouse.local"),
    });
    expect(reply.body.data.session.role).toBe("staff");
    expect(reply.body.data.session.scopes).not.toContain("api_keys:read");
    expect(reply.body.data.session.scopes).not.toContain("api_keys:write");
  });

  it("describes an API key by its own scopes, without a role", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["environments:read", "properties:read"]);
    const reply = await adminFetch(key, "GET", "/api/admin/me");
    expect(reply.status).toBe(200);
    expect(reply.body.data.session).toEqual({
      kind: "api_key",
      userId: null,
      name: null,
      email: null,
      role: null,
      tenantId: tenant.id,
      tenantName: `Tenant ${tenant.slug}`,
      scopes: ["properties:read", "environments:read"],
    });
  });

  it("answers 401 without credentials", async () => {
    const reply = await adminFetch(null, "GET", "/api/admin/me");
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe("UNAUTHORIZED");
  });
});
