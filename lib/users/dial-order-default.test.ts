import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const resident = (unitIds: string[], extra: Record<string, unknown> = {}) => ({
  email: `dial-${uniqueSuffix()}@example.test`,
  name: "Newcomer",
  role: "resident",
  unitIds,
  ...extra,
});
const dialOrders = async (unitId: string) =>
  (await testDatabase().unitMembership.findMany({ where: { unitId }, orderBy: { dialOrder: "asc" } })).map(
    (membership) => membership.dialOrder,
  );

describe("a new membership's dial order, when none is given", () => {
  it("comes after the unit's residents, so a newcomer is rung last; 0 in an empty unit; a given one is kept", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const unit = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: "7A", directoryCode: "7A" },
    });

    const first = await adminFetch(key, "POST", "/api/admin/users", resident([unit.id]));
    expect(first.body.data.user.units).toEqual([{ unitId: unit.id, dialOrder: 0, moveInOn: null, moveOutOn: null }]);
    const placed = await adminFetch(
      key,
      "POST",
      "/api/admin/users",
      resident([], { unitIds: undefined, units: [{ unitId: unit.id, dialOrder: 5 }] }),
    );
    expect(placed.body.data.user.units[0].dialOrder).toBe(5);
    const second = await adminFetch(key, "POST", "/api/admin/users", resident([unit.id]));
    expect(second.body.data.user.units[0].dialOrder).toBe(6);

    // Added to the unit later, by PATCH, a user also comes last; an existing membership keeps its order.
    const other = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: "7B", directoryCode: "7B" },
    });
    const joinBoth = async (userId: string) =>
      (await adminFetch(key, "PATCH", `/api/admin/users/${userId}`, { unitIds: [unit.id, other.id] })).body.data.user
        .units as { unitId: string; dialOrder: number }[];
    const orders = (units: { unitId: string; dialOrder: number }[]) =>
      [unit.id, other.id].map((id) => units.find((membership) => membership.unitId === id)?.dialOrder);
    expect(orders(await joinBoth(first.body.data.user.id))).toEqual([0, 0]);
    expect(orders(await joinBoth(placed.body.data.user.id))).toEqual([5, 1]);
    expect(await dialOrders(unit.id)).toEqual([0, 5, 6]);

    // Rent-roll rows joining the unit come last too, one after the other in the file's order.
    const tag = uniqueSuffix();
    const rows = ["First", "Second"].map(
      (name) => `Base property,7A,${name.toLowerCase()}-${tag}@example.test,${name},,resident`,
    );
    const csv = `property,unit,email,name,phone,role\n${rows.join("\n")}\n`;
    const imported = await adminFetch(key, "POST", "/api/admin/imports/residents", csv, { "content-type": "text/csv" });
    expect(imported.body.data.import).toMatchObject({ applied: true, created: 2 });
    expect(await dialOrders(unit.id)).toEqual([0, 5, 6, 7, 8]);
    const fromRoll = await testDatabase().user.findUniqueOrThrow({
      where: { email: `second-${tag}@example.test` },
      include: { memberships: true },
    });
    expect(fromRoll.memberships[0].dialOrder).toBe(8);
  });
});
