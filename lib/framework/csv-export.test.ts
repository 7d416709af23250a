import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { csvObjects, parseCsv } from "../testing/parse-csv";
import { baseUrl, testDatabase } from "../testing/test-database";

const csvFetch = (key: string, path: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${key}`, accept: "text/csv" } });

// Every page of a list through the JSON API, following nextCursor.
async function allJsonRows(key: string, path: string, plural: string) {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const page = await adminFetch(key, "GET", `${path}${separator}limit=200${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.status).toBe(200);
    rows.push(...page.body[plural]);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

const asCell = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);

describe("CSV export of admin lists (Accept: text/csv)", () => {
  it("answers the whole list, longer than one page, with the same rows and order as the JSON pages", async () => {
    const tenant = await createTestTenant();
    const database = testDatabase();
    await database.unit.createMany({
      data: Array.from({ length: 450 }, (_, i) => ({
        propertyId: tenant.propertyId,
        label: `U${String(i).padStart(3, "0")}`,
        floor: i % 2 ? null : "2",
        directoryCode: `D${i}`,
      })),
    });
    const { key } = await createTestKey(tenant.id, ["units:read"]);
    const response = await csvFetch(key, "/api/admin/units");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="units.csv"');
    const text = await response.text();
    expect(text.startsWith("id,propertyId,label,floor,directoryCode,createdAt,updatedAt\r\n")).toBe(true);
    const rows = csvObjects(text);
    const json = await allJsonRows(key, "/api/admin/units", "units");
    expect(json).toHaveLength(450);
    expect(rows).toEqual(
      json.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, asCell(value)]))),
    );
  });

  it("applies the list's filters, ignores paging, and keeps errors and scope refusals as JSON", async () => {
    const tenant = await createTestTenant();
    const database = testDatabase();
    const other = await database.property.create({
      data: { tenantId: tenant.id, name: "Other", address: "3 Test Street" },
    });
    await database.unit.createMany({
      data: ["1A", "1B", "2A"].map((label) => ({ propertyId: tenant.propertyId, label, directoryCode: label })),
    });
    await database.unit.create({ data: { propertyId: other.id, label: "9Z", directoryCode: "9Z" } });
    const { key } = await createTestKey(tenant.id, ["units:read"]);
    const labels = async (query: string) =>
      csvObjects(await (await csvFetch(key, `/api/admin/units?${query}`)).text()).map((row) => row.label);
    expect(await labels(`propertyId=${tenant.propertyId}&limit=1&offset=1`)).toEqual(["1A", "1B", "2A"]);
    expect(await labels("q=1")).toEqual(["1A", "1B"]);
    expect(await labels(`propertyId=${other.id}`)).toEqual(["9Z"]);
    // No rows still gives the header, so a spreadsheet knows the columns.
    expect(parseCsv(await (await csvFetch(key, "/api/admin/units?q=nothing")).text())).toEqual([
      ["id", "propertyId", "label", "floor", "directoryCode", "createdAt", "updatedAt"],
    ]);

    const bad = await csvFetch(key, "/api/admin/units?limit=500");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("VALIDATION_ERROR");
    const refused = await csvFetch(key, "/api/admin/calls");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("INSUFFICIENT_SCOPE");
  });

  it("quotes commas, quotes and line breaks (RFC 4180) and defuses cells a spreadsheet would run as formulas", async () => {
    const tenant = await createTestTenant();
    const tricky = [
      'Penthouse, "north"',
      "Line one\nline two",
      '=HYPERLINK("http://x.test")',
      "+1 555",
      "-2+3",
      "@SUM(A1)",
      "plain",
    ];
    await testDatabase().unit.createMany({
      data: tricky.map((label, i) => ({ propertyId: tenant.propertyId, label, directoryCode: `C${i}` })),
    });
    const { key } = await createTestKey(tenant.id, ["units:read"]);
    const text = await (await csvFetch(key, "/api/admin/units")).text();
    expect(text).toContain(',"Penthouse, ""north""",');
    expect(text).toContain(',"Line one\nline two",');
    expect(text).toContain(`,"'=HYPERLINK(""http://x.test"")",`);
    const labels = csvObjects(text)
      .map((row) => row.label)
      .sort();
    expect(labels).toEqual(
      [
        "'+1 555",
        "'-2+3",
        '\'=HYPERLINK("http://x.test")',
        "'@SUM(A1)",
        "Line one\nline two",
        'Penthouse, "north"',
        "plain",
      ].sort(),
    );
  });

  it("exports shape B lists (API keys) whole as well, past their paging", async () => {
    const tenant = await createTestTenant();
    const keys = await Promise.all([1, 2, 3].map(() => createTestKey(tenant.id, ["api_keys:read"])));
    const rows = csvObjects(await (await csvFetch(keys[0].key, "/api/admin/api-keys?limit=1")).text());
    expect(rows.map((row) => row.id).sort()).toEqual(keys.map((key) => key.id).sort());
    expect(rows[0].scopes).toBe('["api_keys:read"]');
  });

  it("exports the logs too, with their readable names", async () => {
    const tenant = await createTestTenant();
    const device = await testDatabase().device.create({
      data: { propertyId: tenant.propertyId, name: "Front, main", kind: "intercom", serialNumber: `F-${tenant.id}` },
    });
    await testDatabase().accessEvent.create({
      data: {
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        deviceId: device.id,
        method: "pin",
        result: "denied",
        reason: "wrong code",
      },
    });
    const { key } = await createTestKey(tenant.id, ["access_events:read"]);
    const [row] = csvObjects(await (await csvFetch(key, "/api/admin/access-events?result=denied")).text());
    expect(row).toMatchObject({
      propertyName: "Base property",
      deviceName: "Front, main",
      method: "pin",
      result: "denied",
      reason: "wrong code",
      command: "",
    });
  });
});
