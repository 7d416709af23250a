import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestTenant } from "../testing/admin-client";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { hashPassword } from "./hash-password";

const PASSWORD = "correct horse battery";

async function createOwner() {
  const tenant = await createTestTenant();
  const device = await testDatabase().device.create({
    data: {
      propertyId: tenant.propertyId,
      name: "Door",
      kind: "door_controller",
      serialNumber: `SC-${uniqueSuffix()}`,
      status: "online",
      isEntrance: true,
    },
  });
  const user = await testDatabase().user.create({
    data: {
      tenantId: tenant.id,
      email: `owner-${uniqueSuffix()}@example.test`,
      name: "Owner",
      role: "owner",
      status: "active",
      passwordHash: await hashPassword(PASSWORD),
    },
  });
  return { user, deviceId: device.id };
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

// Signs in through next-auth's credentials callback as the sign-in page does; returns every Set-Cookie line.
async function signIn(email: string, headers: Record<string, string> = {}) {
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers });
  const csrfCookie = cookiesOf(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, ...headers },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" }),
  });
  const lines = response.headers.getSetCookie();
  const session = lines.find((line) => line.startsWith("sso-session="));
  if (!session) throw new Error(`sign-in of ${email} set no session cookie (${response.status})`);
  return { cookie: session.split(";")[0], lines, csrfCookie, csrfToken };
}

const me = (cookie: string) => fetch(`${baseUrl()}/api/admin/me`, { headers: { cookie } });

describe("sign-out ends the session on the server", () => {
  it("the sso-session cookie read before sign-out answers 401 afterwards", async () => {
    const { user } = await createOwner();
    const { cookie, csrfCookie, csrfToken } = await signIn(user.email);
    expect((await me(cookie)).status).toBe(200);
    const signOut = await fetch(`${baseUrl()}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${cookie}; ${csrfCookie}` },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(signOut.status).toBeLessThan(400);
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect((await after.json()).error.message).toMatch(/signed out/);
  });

  it("sign out everywhere on the profile ends every token of the person", async () => {
    const { user } = await createOwner();
    const login = async () =>
      (
        await (
          await fetch(`${baseUrl()}/registration/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: user.email, password: PASSWORD }),
          })
        ).json()
      ).token as string;
    const [phone, tablet] = [await login(), await login()];
    const { cookie } = await signIn(user.email);
    const profile = (token: string) =>
      fetch(`${baseUrl()}/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await profile(tablet)).status).toBe(200);
    const everywhere = await fetch(`${baseUrl()}/api/v1/profile/sessions`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(everywhere.status).toBe(204);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(tablet)).status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
    expect((await profile(await login())).status).toBe(200);
  });
});

describe("sign out everywhere on the dashboard's account page", () => {
  it("ends every dashboard cookie and app token of the person; an old cookie then answers 401", async () => {
    const { user } = await createOwner();
    const laptop = await signIn(user.email);
    const office = await signIn(user.email);
    const app = await fetch(`${baseUrl()}/registration/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const token = ((await app.json()) as { token: string }).token;
    const profile = () => fetch(`${baseUrl()}/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(office.cookie)).status).toBe(200);
    expect((await profile()).status).toBe(200);

    // Cross-site, the button's request is refused and nothing ends.
    const forged = await fetch(`${baseUrl()}/api/admin/me/sessions`, {
      method: "DELETE",
      headers: { cookie: laptop.cookie, origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await me(office.cookie)).status).toBe(200);

    const everywhere = await fetch(`${baseUrl()}/api/admin/me/sessions`, {
      method: "DELETE",
      headers: { cookie: laptop.cookie, origin: baseUrl() },
    });
    expect(everywhere.status).toBe(204);
    for (const cookie of [laptop.cookie, office.cookie]) {
      const after = await me(cookie);
      expect(after.status).toBe(401);
      expect((await after.json()).error.message).toMatch(/signed out/);
    }
    expect((await profile()).status).toBe(401);
    // Signing in again works: only the old sessions ended.
    expect((await me((await signIn(user.email)).cookie)).status).toBe(200);
  });
});

describe("cookie-authenticated mutations need the site's own Origin", () => {
  it("a cross-site body-less POST with a text/plain type cannot open a door or rotate a key", async () => {
    const { user, deviceId } = await createOwner();
    const { cookie } = await signIn(user.email);
    const key = await testDatabase().apiKey.findFirst({ where: { tenantId: user.tenantId } });
    const crossSite = {
      cookie,
      origin: "https://evil.example",
      "content-type": "text/plain",
      "sec-fetch-site": "cross-site",
    };
    const unlock = await fetch(`${baseUrl()}/api/admin/devices/${deviceId}/unlock`, {
      method: "POST",
      headers: crossSite,
    });
    expect(unlock.status).toBe(403);
    const noOrigin = await fetch(`${baseUrl()}/api/admin/devices/${deviceId}/unlock`, {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
    });
    expect(noOrigin.status).toBe(403);
    expect(await testDatabase().accessEvent.count({ where: { deviceId } })).toBe(0);
    if (key)
      expect(
        (await fetch(`${baseUrl()}/api/admin/api-keys/${key.id}/rotate`, { method: "POST", headers: crossSite }))
          .status,
      ).toBe(403);

    // From the site's own page: a text/plain body is refused, no body opens the door.
    const own = { cookie, origin: baseUrl() };
    const plain = await fetch(`${baseUrl()}/api/admin/devices/${deviceId}/unlock`, {
      method: "POST",
      headers: { ...own, "content-type": "text/plain" },
      body: "x",
    });
    expect(plain.status).toBe(415);
    const opened = await fetch(`${baseUrl()}/api/admin/devices/${deviceId}/unlock`, {
      method: "POST",
      headers: { ...own, "sec-fetch-site": "same-origin" },
    });
    expect(opened.status).toBe(201);
  });
});

describe("X-Forwarded-Host is believed only from a trusted proxy", () => {
  // A server as shipped, trusting no proxy; the run's own server trusts the loopback address the tests send from.
  let untrusting: TestServer;
  beforeAll(async () => {
    untrusting = await startTestServer(inject("databaseUrl"), {
      TRUSTED_PROXIES: "",
      GATEHOUSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gatehouse-xfh-")),
    });
  }, 90_000);
  afterAll(() => untrusting?.stop());

  it("a cookie POST whose Origin matches only a forged X-Forwarded-Host is refused from an untrusted peer", async () => {
    const { user, deviceId } = await createOwner();
    const { cookie } = await signIn(user.email);
    const forged = { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    const unlock = (base: string) =>
      fetch(`${base}/api/admin/devices/${deviceId}/unlock`, { method: "POST", headers: forged });

    const refused = await unlock(untrusting.baseUrl);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("FORBIDDEN");
    expect(await testDatabase().accessEvent.count({ where: { deviceId } })).toBe(0);

    // Through a trusted proxy the header names the host the browser asked for, so the same request is its own site's.
    expect((await unlock(baseUrl())).status).toBe(201);
  });
});

describe("cookies are Secure when the request reached the app over HTTPS", () => {
  it("behind a TLS-terminating proxy (X-Forwarded-Proto: https) every auth cookie is Secure", async () => {
    const { user } = await createOwner();
    const { lines } = await signIn(user.email, { "x-forwarded-proto": "https" });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line, line).toMatch(/;\s*Secure/i);
  });

  it("over plain HTTP the session cookie is not Secure, so local sign-in still works", async () => {
    const { user } = await createOwner();
    const { lines } = await signIn(user.email);
    expect(lines.find((line) => line.startsWith("sso-session="))).not.toMatch(/;\s*Secure/i);
  });
});
