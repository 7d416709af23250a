import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { baseUrl, testDatabase } from "../testing/test-database";
import { CORE_JWT_AUDIENCE, CORE_JWT_ISSUER } from "./core-jwt";
import {
  createPerson,
  login,
  PASSWORD,
  send,
  startInsideSignInWindows,
  TEST_CORE_JWT_SECRET,
} from "./testing/identity-fixtures";

const loginAs = (email: string, password: string, headers: Record<string, string> = {}) =>
  send(baseUrl(), "POST", "/registration/login", { body: { email, password }, headers });
const profile = (token: string) => send(baseUrl(), "GET", "/api/v1/profile", { bearer: token });

async function coreToken(
  claims: Record<string, unknown>,
  { secret = TEST_CORE_JWT_SECRET, expiresAt = Math.floor(Date.now() / 1000) + 60 } = {},
) {
  return new SignJWT({ role: "resident", tenantId: null, ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(CORE_JWT_ISSUER)
    .setAudience(CORE_JWT_AUDIENCE)
    .setIssuedAt()
    .setJti("test")
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe("POST /registration/login", () => {
  it("answers the core JWT for the demo resident, with the documented claims", async () => {
    const reply = await loginAs("resident@gatehouse.local", "gatehouse");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      tokenType: "Bearer",
      expiresIn: 3600,
      user: { email: "resident@gatehouse.local", role: "resident", tenantId: "demo-tenant" },
    });
    const claims = decodeJwt(reply.body?.token);
    expect(claims).toMatchObject({
      sub: reply.body?.user.id,
      role: "resident",
      tenantId: "demo-tenant",
      iss: "gatehouse",
      aud: "gatehouse-api",
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toEqual(expect.any(String));
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const wrong = await loginAs(person.email, "wrong password");
    const unknown = await loginAs("nobody@identity.test", "whatever");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body?.error.message).toBe(unknown.body?.error.message);
  });

  it("refuses a client after 5 failures on an account, with Retry-After, and lets every other client sign in", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const stranger = { "x-forwarded-for": "198.51.100.21" };
    for (let attempt = 1; attempt < 5; attempt++)
      expect((await loginAs(person.email, "nope", stranger)).status).toBe(401);
    const locking = await loginAs(person.email, "nope", stranger);
    expect(locking.status).toBe(429);
    expect(locking.body?.error.code).toBe("RATE_LIMITED");
    const retryAfter = Number(locking.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await loginAs(person.email, PASSWORD, stranger)).status).toBe(429);
    expect((await loginAs(person.email, PASSWORD, { "x-forwarded-for": "198.51.100.22" })).status).toBe(200);
    expect((await loginAs(person.email, PASSWORD)).status).toBe(200);
  });

  it("forgets a client's failures on an account when it signs in", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const client = { "x-forwarded-for": "198.51.100.23" };
    for (let attempt = 1; attempt < 5; attempt++) await loginAs(person.email, "nope", client);
    expect((await loginAs(person.email, PASSWORD, client)).status).toBe(200);
    for (let attempt = 1; attempt < 5; attempt++)
      expect((await loginAs(person.email, "nope", client)).status).toBe(401);
    expect((await loginAs(person.email, PASSWORD, client)).status).toBe(200);
  });

  it("refuses a suspended user, and answers 400 for a body without a password", async () => {
    const person = await createPerson("resident", "demo-tenant", { status: "suspended" });
    expect((await loginAs(person.email, PASSWORD)).status).toBe(401);
    expect((await send(baseUrl(), "POST", "/registration/login", { body: { email: person.email } })).status).toBe(400);
  });
});

describe("the core JWT", () => {
  it("stops working at once when the user is suspended", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const token = await login(baseUrl(), person.email);
    expect((await profile(token)).status).toBe(200);
    await testDatabase().user.update({ where: { id: person.id }, data: { status: "suspended" } });
    const refused = await profile(token);
    expect(refused.status).toBe(401);
    expect(refused.body?.error.message).toMatch(/suspended/);
    expect((await send(baseUrl(), "POST", "/api/v1/auth/refresh", { bearer: token })).status).toBe(401);
  });

  it("is refreshed into a new token with a new jti", async () => {
    const person = await createPerson("staff", "demo-tenant");
    const token = await login(baseUrl(), person.email);
    const refreshed = await send(baseUrl(), "POST", "/api/v1/auth/refresh", { bearer: token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ tokenType: "Bearer", expiresIn: 3600, user: { id: person.id } });
    expect(decodeJwt(refreshed.body?.token).jti).not.toBe(decodeJwt(token).jti);
    expect((await profile(refreshed.body?.token)).status).toBe(200);
  });

  it("is required by /api/v1, /access and /devices", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/profile"],
      ["GET", "/api/v1/calls"],
      ["GET", "/access/doors"],
      ["POST", "/devices/push-token"],
    ]) {
      const reply = await send(baseUrl(), method, path);
      expect(reply.status, path).toBe(401);
      expect(reply.body?.error.code).toBe("UNAUTHORIZED");
    }
  });

  it("refuses expired, forged and tampered tokens", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const expired = await coreToken({ sub: person.id }, { expiresAt: Math.floor(Date.now() / 1000) - 10 });
    expect((await profile(expired)).body?.error.message).toMatch(/expired/);
    const forged = await coreToken({ sub: person.id }, { secret: "another-secret-0123456789abcdef-0123" });
    expect((await profile(forged)).status).toBe(401);
    const genuine = await login(baseUrl(), person.email);
    const [header, , signature] = genuine.split(".");
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(genuine), role: "platform_admin" })).toString(
      "base64url",
    );
    expect((await profile(`${header}.${payload}.${signature}`)).status).toBe(401);
    expect((await profile(await coreToken({ sub: person.id }))).status).toBe(200);
  });
});

describe("legacy SSO (next-auth)", () => {
  async function postCredentials(email: string, password: string, headers: Record<string, string> = {}) {
    const csrf = await send(baseUrl(), "GET", "/api/auth/csrf");
    const csrfCookie = (csrf.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
    return fetch(`${baseUrl()}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, ...headers },
      body: new URLSearchParams({ csrfToken: csrf.body?.csrfToken, email, password, json: "true" }),
    });
  }

  async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
    const response = await postCredentials(email, password, headers);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sso-session="));
    return session?.split(";")[0] ?? null;
  }

  it("signs an owner in with email and password and sets the sso-session cookie the admin API accepts", async () => {
    const cookie = await signIn("owner@gatehouse.local", "gatehouse");
    expect(cookie).toMatch(/^sso-session=.+/);
    const reply = await send(baseUrl(), "GET", "/api/admin/properties", { cookie: cookie! });
    expect(reply.status).toBe(200);
    expect(new Set(reply.body?.properties.map((p: { tenantId: string }) => p.tenantId))).toEqual(
      new Set(["demo-tenant"]),
    );
  });

  it("sets no session for a wrong password", async () => {
    expect(await signIn("owner@gatehouse.local", "wrong")).toBeNull();
  });

  it("throttles a client's failed sign-ins with 429 and Retry-After, keeping next-auth's error url, and not the owner's", async () => {
    await startInsideSignInWindows();
    const staff = await createPerson("staff", "demo-tenant");
    const stranger = { "x-forwarded-for": "198.51.100.31" };
    for (let attempt = 1; attempt < 5; attempt++)
      expect((await postCredentials(staff.email, "nope", stranger)).status).toBe(401);
    expect((await postCredentials(staff.email, "nope", stranger)).status).toBe(429);
    const refused = await postCredentials(staff.email, PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { url: string }).url).toMatch(/error=locked/);
    expect(await signIn(staff.email, PASSWORD, { "x-forwarded-for": "198.51.100.32" })).toMatch(/^sso-session=.+/);
  });

  it("refuses a resident's session with 403 and a suspended user's with 401", async () => {
    const resident = await createPerson("resident", "demo-tenant");
    const residentCookie = await signIn(resident.email, PASSWORD);
    expect((await send(baseUrl(), "GET", "/api/admin/properties", { cookie: residentCookie! })).status).toBe(403);
    const staff = await createPerson("staff", "demo-tenant");
    const staffCookie = await signIn(staff.email, PASSWORD);
    expect((await send(baseUrl(), "GET", "/api/admin/properties", { cookie: staffCookie! })).status).toBe(200);
    await testDatabase().user.update({ where: { id: staff.id }, data: { status: "suspended" } });
    expect((await send(baseUrl(), "GET", "/api/admin/properties", { cookie: staffCookie! })).status).toBe(401);
  });

  it("refuses a forged cookie", async () => {
    const reply = await send(baseUrl(), "GET", "/api/admin/properties", { cookie: "sso-session=forged.value.here" });
    expect(reply.status).toBe(401);
  });

  it("serves the sign-in and sign-out pages", async () => {
    for (const path of ["/signin", "/signout"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("Gatehouse");
    }
  });
});
