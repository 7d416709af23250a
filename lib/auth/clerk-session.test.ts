import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../testing/start-test-server";
import { baseUrl, testDatabase } from "../testing/test-database";
import {
  createClerkTenant,
  createPerson,
  send,
  signClerkToken,
  startIdentityServer,
  strangerKeys,
  v1Claims,
  v2Claims,
  type Person,
} from "./testing/identity-fixtures";

let server: TestServer;
let org: Awaited<ReturnType<typeof createClerkTenant>>;
let otherOrg: Awaited<ReturnType<typeof createClerkTenant>>;
let owner: Person;
let staff: Person;
let resident: Person;
let platformAdmin: Person;

beforeAll(async () => {
  server = await startIdentityServer();
  org = await createClerkTenant();
  otherOrg = await createClerkTenant();
  owner = await createPerson("owner", org.tenantId);
  staff = await createPerson("staff", org.tenantId);
  resident = await createPerson("resident", org.tenantId, { unitIds: [org.unitId] });
  platformAdmin = await createPerson("platform_admin", null);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const exchange = (sessionToken: unknown) =>
  send(server.baseUrl, "POST", "/api/v1/auth/clerk-session", { body: { sessionToken } });
const admin = (path: string, token: string, as: "bearer" | "cookie" = "bearer") =>
  send(server.baseUrl, "GET", path, as === "bearer" ? { bearer: token } : { cookie: `__session=${token}` });

describe("POST /api/v1/auth/clerk-session", () => {
  it("exchanges a v2 token without an organization for a core JWT that the resident API accepts", async () => {
    const reply = await exchange(await signClerkToken(v2Claims(resident.email)));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      tokenType: "Bearer",
      expiresIn: 3600,
      user: { id: resident.id, email: resident.email, role: "resident" },
    });
    expect(reply.body?.user).not.toHaveProperty("passwordHash");
    const profile = await send(server.baseUrl, "GET", "/api/v1/profile", { bearer: reply.body?.token });
    expect(profile.status).toBe(200);
    expect(profile.body?.data.profile.id).toBe(resident.id);
  });

  it("exchanges v1 and v2 tokens with an active organization, matching the user by email", async () => {
    const v1 = await exchange(
      await signClerkToken(v1Claims(owner.email.toUpperCase(), { id: org.orgId, role: "org:admin" })),
    );
    const v2 = await exchange(await signClerkToken(v2Claims(staff.email, { id: org.orgId, rol: "member" })));
    expect(v1.status).toBe(200);
    expect(v1.body?.user.id).toBe(owner.id);
    expect(v2.status).toBe(200);
    expect(v2.body?.user.id).toBe(staff.id);
  });

  const refusals: [string, () => Promise<string>, RegExp][] = [
    ["an unknown email", () => signClerkToken(v2Claims("nobody@identity.test")), /No Gatehouse account matches/],
    [
      "an expired token",
      () => signClerkToken(v2Claims("x@identity.test"), { issuedAgo: 300, notBeforeIn: -300, expiresIn: -120 }),
      /has expired/,
    ],
    [
      "a token that is not valid yet",
      () => signClerkToken(v2Claims("x@identity.test"), { notBeforeIn: 600, expiresIn: 900 }),
      /not valid yet/,
    ],
    [
      "a token signed with another key",
      () => signClerkToken(v2Claims("x@identity.test"), { privateKey: strangerKeys.privateKey }),
      /signature/,
    ],
    [
      "a token for another application (azp)",
      () => signClerkToken({ ...v2Claims("x@identity.test"), azp: "https://evil.example" }),
      /another application/,
    ],
    ["a token without an email claim", () => signClerkToken({ sub: "user_1", v: 2 }), /no email claim/],
    ["something that is not a JWT", async () => "not-a-token", /not a valid Clerk session token/],
  ];
  for (const [name, make, message] of refusals) {
    it(`refuses ${name} with 401 and its own message`, async () => {
      const reply = await exchange(await make());
      expect(reply.status).toBe(401);
      expect(reply.body?.error).toMatchObject({ code: "UNAUTHORIZED", message: expect.stringMatching(message) });
    });
  }

  it("gives each refusal a distinct message", () => {
    expect(new Set(refusals.map(([, , message]) => message.source)).size).toBe(refusals.length);
  });

  it("refuses a suspended user's token with 401", async () => {
    const suspended = await createPerson("resident", org.tenantId, { status: "suspended" });
    const reply = await exchange(await signClerkToken(v2Claims(suspended.email)));
    expect(reply.status).toBe(401);
    expect(reply.body?.error.message).toMatch(/suspended/);
  });

  it("answers 400 for a missing sessionToken", async () => {
    const reply = await send(server.baseUrl, "POST", "/api/v1/auth/clerk-session", { body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body?.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("Clerk sessions in the admin API", () => {
  it("maps org:admin (v2 o.rol) to owner: the tenant's data and its API keys", async () => {
    const token = await signClerkToken(v2Claims(owner.email, { id: org.orgId, rol: "admin" }));
    const properties = await admin("/api/admin/properties", token);
    expect(properties.status).toBe(200);
    expect(properties.body?.properties.map((p: { tenantId: string }) => p.tenantId)).toEqual([org.tenantId]);
    expect((await admin("/api/admin/api-keys", token)).status).toBe(200);
  });

  it("maps org:member (v1 org_role) to staff, who cannot manage API keys", async () => {
    const token = await signClerkToken(v1Claims(staff.email, { id: org.orgId, role: "org:member" }));
    expect((await admin("/api/admin/properties", token)).status).toBe(200);
    const keys = await admin("/api/admin/api-keys", token);
    expect(keys.status).toBe(403);
    expect(keys.body?.error.code).toBe("INSUFFICIENT_SCOPE");
  });

  it("accepts the token from the __session cookie", async () => {
    const token = await signClerkToken(v2Claims(owner.email, { id: org.orgId, rol: "org:admin" }));
    expect((await admin("/api/admin/properties", token, "cookie")).status).toBe(200);
  });

  it("lets a platform admin in without an organization, across tenants", async () => {
    const reply = await admin(
      `/api/admin/properties?tenantId=${otherOrg.tenantId}`,
      await signClerkToken(v2Claims(platformAdmin.email)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body?.total).toBe(1);
  });

  const forbidden: [string, () => Promise<string>, RegExp][] = [
    ["no active organization (v2)", () => signClerkToken(v2Claims(owner.email)), /no active organization/],
    ["no active organization (v1)", () => signClerkToken(v1Claims(staff.email)), /no active organization/],
    [
      "an organization not connected to a tenant",
      () => signClerkToken(v2Claims(owner.email, { id: "org_unknown", rol: "admin" })),
      /not connected/,
    ],
    [
      "another tenant's organization",
      () => signClerkToken(v2Claims(owner.email, { id: otherOrg.orgId, rol: "admin" })),
      /does not belong/,
    ],
    [
      "an organization role without admin access",
      () => signClerkToken(v1Claims(staff.email, { id: org.orgId, role: "org:viewer" })),
      /grants no admin access/,
    ],
    ["a resident", () => signClerkToken(v2Claims(resident.email, { id: org.orgId, rol: "member" })), /Residents/],
  ];
  for (const [name, make, message] of forbidden) {
    it(`refuses ${name} with 403 FORBIDDEN`, async () => {
      const reply = await admin("/api/admin/properties", await make());
      expect(reply.status).toBe(403);
      expect(reply.body?.error).toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(message) });
    });
  }

  const unauthorized: [string, () => Promise<string>, RegExp][] = [
    [
      "an expired token",
      () =>
        signClerkToken(v2Claims(owner.email, { id: org.orgId, rol: "admin" }), {
          issuedAgo: 300,
          notBeforeIn: -300,
          expiresIn: -60,
        }),
      /expired/,
    ],
    [
      "a token not valid yet",
      () =>
        signClerkToken(v2Claims(owner.email, { id: org.orgId, rol: "admin" }), { notBeforeIn: 600, expiresIn: 900 }),
      /not valid yet/,
    ],
    [
      "a wrongly signed token",
      () =>
        signClerkToken(v2Claims(owner.email, { id: org.orgId, rol: "admin" }), { privateKey: strangerKeys.privateKey }),
      /signature/,
    ],
    [
      "a wrong-party token",
      () => signClerkToken({ ...v2Claims(owner.email, { id: org.orgId, rol: "admin" }), azp: "https://evil.example" }),
      /another application/,
    ],
    [
      "an unknown email",
      () => signClerkToken(v2Claims("ghost@identity.test", { id: org.orgId, rol: "admin" })),
      /No Gatehouse account/,
    ],
  ];
  for (const [name, make, message] of unauthorized) {
    it(`refuses ${name} with 401`, async () => {
      const reply = await admin("/api/admin/properties", await make());
      expect(reply.status).toBe(401);
      expect(reply.body?.error.message).toMatch(message);
    });
  }

  it("stops a suspended user at once, even with a valid token", async () => {
    const person = await createPerson("owner", org.tenantId);
    const token = await signClerkToken(v2Claims(person.email, { id: org.orgId, rol: "admin" }));
    expect((await admin("/api/admin/properties", token)).status).toBe(200);
    await testDatabase().user.update({ where: { id: person.id }, data: { status: "suspended" } });
    expect((await admin("/api/admin/properties", token)).status).toBe(401);
  });

  it("still answers API keys and their messages as before", async () => {
    const reply = await admin("/api/admin/properties", "gh_live_not-a-real-key");
    expect(reply.status).toBe(401);
    expect(reply.body?.error.message).toBe("The API key is not valid");
  });
});

describe("development sign-in", () => {
  it("issues a Clerk-style token that the same verification path accepts", async () => {
    const issued = await send(server.baseUrl, "POST", "/api/v1/auth/dev-session", { body: { email: resident.email } });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ development: true, expiresIn: 600 });
    expect(issued.headers.get("set-cookie")).toContain("__session=");
    expect(issued.headers.get("set-cookie")).not.toContain("Secure");
    const exchanged = await exchange(issued.body?.sessionToken);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body?.user.id).toBe(resident.id);
  });

  it("sets its cookie Secure when the request reached the app over HTTPS", async () => {
    const issued = await send(server.baseUrl, "POST", "/api/v1/auth/dev-session", {
      body: { email: resident.email },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(issued.status).toBe(200);
    expect(issued.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  it("carries the tenant's organization and role, so an owner reaches the admin API", async () => {
    const issued = await send(server.baseUrl, "POST", "/api/v1/auth/dev-session", { body: { email: owner.email } });
    const reply = await admin("/api/admin/api-keys", issued.body?.sessionToken);
    expect(reply.status).toBe(200);
  });

  it("is refused by a production server that did not opt in", async () => {
    const reply = await send(baseUrl(), "POST", "/api/v1/auth/dev-session", { body: { email: resident.email } });
    expect(reply.status).toBe(404);
    expect(reply.body?.error.code).toBe("NOT_FOUND");
  });

  it("is offered, clearly labeled, on the sign-in page only where it is enabled", async () => {
    expect(await (await fetch(`${server.baseUrl}/signin`)).text()).toContain("Local development sign-in");
    expect(await (await fetch(`${baseUrl()}/signin`)).text()).not.toContain("Local development sign-in");
  });

  it("is not trusted by a server without the development key", async () => {
    const issued = await send(server.baseUrl, "POST", "/api/v1/auth/dev-session", { body: { email: resident.email } });
    const reply = await send(baseUrl(), "POST", "/api/v1/auth/clerk-session", {
      body: { sessionToken: issued.body?.sessionToken },
    });
    expect(reply.status).toBe(401);
  });
});
