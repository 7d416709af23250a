import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey } from "../testing/admin-client";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase } from "../testing/test-database";

describe("GET /api/admin/users?propertyId", () => {
  it("lists only the users with a unit in that property", async () => {
    const ids = await createExampleIds();
    const other = await testDatabase().property.create({
      data: { tenantId: ids.tenantId, name: "Other House", address: "2 Example Road" },
    });
    const otherUnit = await testDatabase().unit.create({
      data: { propertyId: other.id, label: "9Z", floor: "9", directoryCode: "99" },
    });
    const elsewhere = await testDatabase().user.create({
      data: {
        tenantId: ids.tenantId,
        email: `elsewhere-${ids.userId}@example.test`,
        name: "Elsewhere",
        role: "resident",
        status: "active",
        memberships: { create: { unitId: otherUnit.id } },
      },
    });
    const { key } = await createTestKey(ids.tenantId);
    const here = await adminFetch(key, "GET", `/api/admin/users?propertyId=${ids.propertyId}`);
    expect(here.status).toBe(200);
    expect(here.body.users.map((user: { id: string }) => user.id)).toEqual([ids.userId]);
    const there = await adminFetch(key, "GET", `/api/admin/users?propertyId=${other.id}&unitId=${ids.unitId}`);
    expect(there.body.users).toEqual([]);
    const all = await adminFetch(key, "GET", "/api/admin/users?limit=100");
    expect(all.body.users.map((user: { id: string }) => user.id)).toEqual(
      expect.arrayContaining([ids.userId, elsewhere.id]),
    );
  });
});
