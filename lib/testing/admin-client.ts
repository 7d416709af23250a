import { issueApiKey } from "../api-keys/issue-api-key";
import { ALL_SCOPES, type Scope } from "../auth/scopes";
import { baseUrl, testDatabase, uniqueSuffix } from "./test-database";

export type TestTenant = { id: string; slug: string };

// A fresh tenant with one property, so tests never depend on each other's rows.
export async function createTestTenant(): Promise<TestTenant & { propertyId: string }> {
  const slug = `t-${uniqueSuffix()}`;
  const tenant = await testDatabase().tenant.create({ data: { name: `Tenant ${slug}`, slug } });
  const property = await testDatabase().property.create({
    data: { tenantId: tenant.id, name: "Base property", address: "1 Test Street" },
  });
  return { id: tenant.id, slug, propertyId: property.id };
}

export async function createTestKey(
  tenantId: string | null,
  scopes: Scope[] = ALL_SCOPES,
  extra: { rateLimitPerMinute?: number; expiresAt?: Date } = {},
) {
  return issueApiKey(testDatabase(), { name: `test key ${uniqueSuffix()}`, scopes, tenantId, ...extra });
}

// fetch against the test server with an API key; JSON bodies are serialized.
export async function adminFetch(
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
