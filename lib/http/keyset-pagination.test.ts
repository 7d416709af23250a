import { beforeAll, describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

let key: string;
let propertyId: string;
let tenantId: string;

// Seven units, seven calls (three sharing one start time), four properties with two equal names, five keys,
// five users and five devices with three equal names,
// so that every page boundary also falls between rows whose sort values tie.
beforeAll(async () => {
  const tenant = await createTestTenant();
  ({ propertyId, id: tenantId } = tenant);
  key = (await createTestKey(tenant.id)).key;
  const database = testDatabase();
  for (const label of ["A", "B", "C", "D", "E", "F", "G"])
    await database.unit.create({ data: { propertyId, label, directoryCode: `${label}${uniqueSuffix()}` } });
  const start = Date.parse("2025-06-01T12:00:00Z");
  for (const minutes of [0, 5, 5, 5, 10, 20, 30]) {
    await database.call.create({
      data: {
        propertyId,
        carrier: "twilio",
        carrierCallId: `ks-${uniqueSuffix()}`,
        from: "+15550100",
        to: "+15550101",
        startedAt: new Date(start + minutes * 60_000),
      },
    });
  }
  for (const name of ["Same name", "Same name", "Zed"])
    await database.property.create({ data: { tenantId, name, address: "2 Test Street" } });
  for (let i = 0; i < 4; i++) await createTestKey(tenant.id, ["calls:read"]);
  for (const name of ["Ann", "Bob", "Bob", "Bob", "Cy"]) {
    await database.user.create({
      data: { tenantId, name, email: `ks-${uniqueSuffix()}@example.test`, role: "resident" },
    });
    await database.device.create({ data: { propertyId, name, kind: "reader", serialNumber: `KS-${uniqueSuffix()}` } });
  }
});

async function walk(
  path: string,
  key: string,
  plural: string,
  pick: (body: Record<string, unknown>) => { items: { id: string }[]; next: string | null },
  limit = 3,
) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page++) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await adminFetch(
      key,
      "GET",
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { items, next } = pick(response.body);
    ids.push(...items.map((item) => item.id));
    if (!next) return ids;
    cursor = next;
  }
  throw new Error(`${plural} did not end`);
}

const shapeA = (plural: string) => (body: Record<string, unknown>) => ({
  items: body[plural] as { id: string }[],
  next: body.nextCursor as string | null,
});

describe("keyset pagination", () => {
  it.each([
    ["units", `/api/admin/units?propertyId=PROPERTY`],
    ["calls", `/api/admin/calls?propertyId=PROPERTY`],
    ["properties", `/api/admin/properties`],
    ["users", `/api/admin/users`],
    ["devices", `/api/admin/devices`],
  ])("walks %s by cursor through the same rows, in the same order, as one long page", async (plural, template) => {
    const path = template.replace("PROPERTY", propertyId);
    const whole = await adminFetch(key, "GET", `${path}${path.includes("?") ? "&" : "?"}limit=200`);
    expect(whole.body.nextCursor).toBeNull();
    const byCursor = await walk(path, key, plural, shapeA(plural));
    expect(byCursor).toEqual(whole.body[plural].map((item: { id: string }) => item.id));
  });

  it("walks the tenants list and the API keys the same way", async () => {
    const { key: platformKey } = await createTestKey(null, ["tenants:read", "api_keys:read"]);
    // Every test makes its own tenant, so this list is long and grows while it is walked; no row may repeat.
    const tenants = await walk("/api/admin/tenants?status=active", platformKey, "tenants", shapeA("tenants"), 50);
    expect(new Set(tenants).size).toBe(tenants.length);
    expect(tenants).toContain(tenantId);
    const keys = await walk("/api/admin/api-keys", key, "apiKeys", (body) => {
      const { data, meta } = body as { data: { apiKeys: { id: string }[] }; meta: { nextCursor: string | null } };
      return { items: data.apiKeys, next: meta.nextCursor };
    });
    const whole = await adminFetch(key, "GET", "/api/admin/api-keys?limit=200");
    expect(keys).toEqual(whole.body.data.apiKeys.map((item: { id: string }) => item.id));
    expect(keys.length).toBeGreaterThanOrEqual(5);
  });

  it("gives a full page a nextCursor and the last page none", async () => {
    const first = await adminFetch(key, "GET", `/api/admin/units?propertyId=${propertyId}&limit=7`);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rest = await adminFetch(
      key,
      "GET",
      `/api/admin/units?propertyId=${propertyId}&limit=7&cursor=${first.body.nextCursor}`,
    );
    expect(rest.body).toMatchObject({ units: [], total: 7, nextCursor: null });
    // A cursor is its own list's: the units list's given to the users list is refused.
    const elsewhere = await adminFetch(key, "GET", `/api/admin/users?limit=7&cursor=${first.body.nextCursor}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.details).toEqual([expect.objectContaining({ field: "cursor" })]);
  });

  it.each([
    ["a cursor that is not one", "cursor=not-a-cursor", "cursor"],
    ["a cursor naming no id", `cursor=${Buffer.from(JSON.stringify({ v: "A" })).toString("base64url")}`, "cursor"],
    [
      "a cursor with an offset",
      `cursor=${Buffer.from(JSON.stringify({ v: "A", id: "x" })).toString("base64url")}&offset=3`,
      "offset",
    ],
    ["an empty cursor", "cursor=", "cursor"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_name, query, field) => {
    const response = await adminFetch(key, "GET", `/api/admin/units?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_ERROR");
    expect(response.body.error.details).toEqual([expect.objectContaining({ field })]);
  });

  it.each([
    ["a text where the calls list has an instant", "calls", { v: "not a time", id: "x" }],
    ["an instant where the units list has a label", "units", { d: "2025-06-01T12:00:00.000Z", id: "x" }],
    ["a number where the users list has a name", "users", { v: 5, id: "x" }],
    ["an instant where the properties list has a name", "properties", { d: "2025-06-01T12:00:00.000Z", id: "x" }],
    ["a number where the properties list has a name", "properties", { v: 5, id: "x" }],
    ["a NUL in a device's name", "devices", { v: "\u0000", id: "x" }],
    ["an instant PostgreSQL cannot hold", "audit-logs", { d: "-200000-01-01T00:00:00.000Z", id: "x" }],
  ])("answers 400 VALIDATION_ERROR for a forged cursor with %s", async (_name, plural, wire) => {
    const cursor = Buffer.from(JSON.stringify(wire)).toString("base64url");
    const response = await adminFetch(key, "GET", `/api/admin/${plural}?cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([expect.objectContaining({ field: "cursor" })]);
  });
});
