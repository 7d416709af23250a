import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importPKCS8, SignJWT, type JWTPayload } from "jose";
import { encode } from "next-auth/jwt";
import { inject } from "vitest";
import type { UserRole, UserStatus } from "../../db/generated/enums";
import { startTestServer, type TestServer } from "../../testing/start-test-server";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { hashPassword } from "../hash-password";
import { SSO_COOKIE } from "../sso-cookie";

export const AUTHORIZED_PARTY = "http://localhost:3000";
// The secret start-test-server gives every server.
export const TEST_NEXTAUTH_SECRET = "test-nextauth-secret-0123456789abcdef";
export const TEST_CORE_JWT_SECRET = "test-core-jwt-secret-0123456789abcdef";
export const PASSWORD = "correct horse battery";

const rsaPair = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });

// Stand-ins for Clerk's instance key and for a key Clerk never used.
export const clerkKeys = rsaPair();
export const strangerKeys = rsaPair();

// A server that trusts the test key as CLERK_JWT_KEY and has the development sign-in switched on.
export function startIdentityServer(extra: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(inject("databaseUrl"), {
    CLERK_JWT_KEY: clerkKeys.publicKey,
    CLERK_AUTHORIZED_PARTIES: AUTHORIZED_PARTY,
    GATEHOUSE_DEV_SIGN_IN: "1",
    GATEHOUSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gatehouse-identity-")),
    ...extra,
  });
}

type TokenOptions = { privateKey?: string; issuedAgo?: number; expiresIn?: number; notBeforeIn?: number };

// A Clerk-format session token signed in the test; no network anywhere.
export async function signClerkToken(
  claims: JWTPayload,
  { privateKey = clerkKeys.privateKey, issuedAgo = 5, expiresIn = 60, notBeforeIn = -5 }: TokenOptions = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    azp: AUTHORIZED_PARTY,
    sid: `sess_${uniqueSuffix()}`,
    iss: "https://clerk.test.example",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "ins_test", typ: "JWT" })
    .setIssuedAt(now - issuedAgo)
    .setNotBefore(now + notBeforeIn)
    .setExpirationTime(now + expiresIn)
    .sign(await importPKCS8(privateKey, "RS256"));
}

export const v2Claims = (email: string, org?: { id: string; rol: string }) => ({
  sub: `user_${uniqueSuffix()}`,
  email,
  v: 2,
  ...(org ? { o: org } : {}),
});
export const v1Claims = (email: string, org?: { id: string; role: string }) => ({
  sub: `user_${uniqueSuffix()}`,
  email,
  ...(org ? { org_id: org.id, org_role: org.role } : {}),
});

let passwordHash: Promise<string> | undefined;

export type Person = { id: string; email: string; role: UserRole };

// A user with the test password; the hash is computed once per file, scrypt being slow on purpose.
export async function createPerson(
  role: UserRole,
  tenantId: string | null,
  extra: { unitIds?: string[]; status?: UserStatus } = {},
): Promise<Person> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${role}-${uniqueSuffix()}@identity.test`;
  const user = await testDatabase().user.create({
    data: {
      email,
      name: `Test ${role}`,
      role,
      tenantId,
      status: extra.status ?? "active",
      passwordHash: await passwordHash,
      memberships: extra.unitIds ? { create: extra.unitIds.map((unitId) => ({ unitId })) } : undefined,
    },
  });
  return { id: user.id, email, role };
}

// What next-auth would set after a credentials sign-in, made directly so matrices stay fast.
export async function ssoCookie(person: Person): Promise<string> {
  const token = await encode({
    token: { sub: person.id, email: person.email, name: "Test" },
    secret: TEST_NEXTAUTH_SECRET,
  });
  return `${SSO_COOKIE}=${token}`;
}

export type Reply = { status: number; headers: Headers; body: { [key: string]: any } | null }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function send(
  base: string,
  method: string,
  path: string,
  {
    bearer,
    cookie,
    body,
    headers = {},
  }: { bearer?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Reply["body"] = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export async function login(base: string, email: string, password = PASSWORD): Promise<string> {
  const reply = await send(base, "POST", "/registration/login", { body: { email, password } });
  if (reply.status !== 200) throw new Error(`login of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body?.token as string;
}

// A tenant connected to a Clerk organization, with one property, a unit and a door.
export async function createClerkTenant() {
  const suffix = uniqueSuffix();
  const database = testDatabase();
  const tenant = await database.tenant.create({
    data: { name: `Clerk ${suffix}`, slug: `clerk-${suffix}`, clerkOrgId: `org_${suffix}` },
  });
  const property = await database.property.create({
    data: { tenantId: tenant.id, name: `Clerk House ${suffix}`, address: "1 Org Street" },
  });
  const unit = await database.unit.create({ data: { propertyId: property.id, label: "1", directoryCode: "1" } });
  return { tenantId: tenant.id, orgId: `org_${suffix}`, propertyId: property.id, unitId: unit.id };
}

// Sign-in failures and attempts are counted in fixed windows (the failure window, 15 minutes by default, and the
// minute): a test that counts one client's attempts starts well inside both, so no window ends in the middle of it.
export async function startInsideSignInWindows(testSeconds = 10, windows = [15 * 60, 60]): Promise<void> {
  for (const windowSeconds of windows) {
    const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
    if (left < testSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 0.5) * 1000));
  }
}
