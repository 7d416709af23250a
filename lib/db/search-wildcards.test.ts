import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

describe("q searches match %, _ and \\ literally", () => {
  it("q=% matches no user, unit, device, call or property unless one holds a literal %", async () => {
    const tenant = await createTestTenant();
    const database = testDatabase();
    await database.user.create({
      data: {
        tenantId: tenant.id,
        email: `plain-${uniqueSuffix()}@example.test`,
        name: "Plain Name",
        role: "resident",
      },
    });
    await database.unit.create({ data: { propertyId: tenant.propertyId, label: "2B", directoryCode: "22" } });
    await database.device.create({
      data: {
        propertyId: tenant.propertyId,
        name: "Gate",
        kind: "door_controller",
        serialNumber: `SN-${uniqueSuffix()}`,
      },
    });
    const { key } = await createTestKey(tenant.id);
    for (const q of ["%", "_", "\\", "%%", "_%"]) {
      for (const [path, plural] of [
        ["/api/admin/users", "users"],
        ["/api/admin/units", "units"],
        ["/api/admin/devices", "devices"],
        ["/api/admin/calls", "calls"],
        ["/api/admin/properties", "properties"],
      ]) {
        const answer = await adminFetch(key, "GET", `${path}?q=${encodeURIComponent(q)}`);
        expect(answer.status, `${path}?q=${q}`).toBe(200);
        const items = answer.body[plural] ?? answer.body.data?.[plural];
        expect(items, `${path}?q=${q}`).toEqual([]);
      }
    }
    await database.user.create({
      data: { tenantId: tenant.id, email: `pct-${uniqueSuffix()}@example.test`, name: "100% Jo_Q", role: "resident" },
    });
    const literal = await adminFetch(key, "GET", `/api/admin/users?q=${encodeURIComponent("0% Jo_")}`);
    expect((literal.body.users ?? literal.body.data.users).map((user: { name: string }) => user.name)).toEqual([
      "100% Jo_Q",
    ]);
  });

  it("q=% matches no tenant for a platform caller", async () => {
    const { key } = await createTestKey(null);
    const answer = await adminFetch(key, "GET", "/api/admin/tenants?q=%25");
    expect(answer.status).toBe(200);
    expect(answer.body.tenants ?? answer.body.data.tenants).toEqual([]);
  });
});
