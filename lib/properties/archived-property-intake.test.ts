import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const REFUSAL = { code: "NOT_FOUND", message: "Property not found" };

// A tenant whose base property has a unit with a resident, an empty unit, and a door in another property.
async function createPortfolio() {
  const database = testDatabase();
  const tenant = await createTestTenant();
  const { key } = await createTestKey(tenant.id);
  const property = await database.property.update({
    where: { id: tenant.propertyId },
    data: { name: `Intake ${uniqueSuffix()}` },
  });
  const annex = await database.property.create({
    data: { tenantId: tenant.id, name: "Annex", address: "2 Test Street" },
  });
  const home = await database.unit.create({ data: { propertyId: property.id, label: "1A", directoryCode: "1A" } });
  const empty = await database.unit.create({ data: { propertyId: property.id, label: "1B", directoryCode: "1B" } });
  const resident = await database.user.create({
    data: {
      tenantId: tenant.id,
      email: `intake-${uniqueSuffix()}@example.test`,
      name: "Resident",
      role: "resident",
      memberships: { create: { unitId: home.id } },
    },
  });
  const door = await database.device.create({
    data: { propertyId: annex.id, name: "Annex door", kind: "door_controller", serialNumber: `SN-${uniqueSuffix()}` },
  });
  return { key, property, home, empty, resident, door };
}

describe("an archived property takes nothing new until it is active again", () => {
  it("refuses new units, devices, moved devices, residents and rent-roll rows as the missing property it answers as, and takes them again once active", async () => {
    const { key, property, home, empty, resident, door } = await createPortfolio();
    const setStatus = (status: "active" | "archived") =>
      adminFetch(key, "PATCH", `/api/admin/properties/${property.id}`, { status });
    const newUnit = () => adminFetch(key, "POST", "/api/admin/units", { propertyId: property.id, label: "2A" });
    const newDevice = () =>
      adminFetch(key, "POST", "/api/admin/devices", {
        propertyId: property.id,
        name: "Lobby door",
        kind: "door_controller",
        serialNumber: `SN-${uniqueSuffix()}`,
      });
    const moveDoor = () => adminFetch(key, "PATCH", `/api/admin/devices/${door.id}`, { propertyId: property.id });
    const newResident = () =>
      adminFetch(key, "POST", "/api/admin/users", {
        email: `new-${uniqueSuffix()}@example.test`,
        name: "Newcomer",
        role: "resident",
        unitIds: [empty.id],
      });
    const addUnit = () => adminFetch(key, "PATCH", `/api/admin/users/${resident.id}`, { unitIds: [home.id, empty.id] });
    const importRow = () =>
      adminFetch(
        key,
        "POST",
        "/api/admin/imports/residents",
        `property,unit,email,name,phone,role\n${property.name},1B,roll-${uniqueSuffix()}@example.test,Roll,,resident\n`,
        { "content-type": "text/csv" },
      );

    expect((await setStatus("archived")).status).toBe(200);
    for (const refused of [
      await newUnit(),
      await newDevice(),
      await moveDoor(),
      await newResident(),
      await addUnit(),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.body.error).toEqual(REFUSAL);
    }
    const imported = await importRow();
    expect(imported.body.data.import).toMatchObject({
      applied: false,
      errors: [{ row: 2, field: "property", issue: "no property of this name in your tenant" }],
    });
    const database = testDatabase();
    expect(await database.unit.count({ where: { propertyId: property.id } })).toBe(2);
    expect(await database.device.count({ where: { propertyId: property.id } })).toBe(0);
    expect(await database.unitMembership.count({ where: { unitId: empty.id } })).toBe(0);

    // Those who live there stay, and their memberships can still be changed (a move-out date) or ended.
    const movingOut = await adminFetch(key, "PATCH", `/api/admin/users/${resident.id}`, {
      units: [{ unitId: home.id, moveOutOn: "2030-01-01" }],
    });
    expect(movingOut.status, JSON.stringify(movingOut.body)).toBe(200);
    expect(movingOut.body.data.user.unitIds).toEqual([home.id]);

    expect((await setStatus("active")).status).toBe(200);
    for (const taken of [await newUnit(), await newDevice(), await newResident()]) expect(taken.status).toBe(201);
    expect((await moveDoor()).status).toBe(200);
    expect([...(await addUnit()).body.data.user.unitIds].sort()).toEqual([home.id, empty.id].sort());
    expect((await importRow()).body.data.import).toMatchObject({ applied: true, created: 1, errors: [] });
  });
});
