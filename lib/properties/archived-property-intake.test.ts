import { describe, expect, it, vi } from "vitest";
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

const setStatus = (key: string, propertyId: string, status: "active" | "archived") =>
  adminFetch(key, "PATCH", `/api/admin/properties/${propertyId}`, { status });
const newUnit = (key: string, propertyId: string) =>
  adminFetch(key, "POST", "/api/admin/units", { propertyId, label: "2A" });
const newDevice = (key: string, propertyId: string) =>
  adminFetch(key, "POST", "/api/admin/devices", {
    propertyId,
    name: "Lobby door",
    kind: "door_controller",
    serialNumber: `SN-${uniqueSuffix()}`,
  });
const newResident = (key: string, unitId: string) =>
  adminFetch(key, "POST", "/api/admin/users", {
    email: `new-${uniqueSuffix()}@example.test`,
    name: "Newcomer",
    role: "resident",
    unitIds: [unitId],
  });
const importRow = (key: string, propertyName: string) =>
  adminFetch(
    key,
    "POST",
    "/api/admin/imports/residents",
    `property,unit,email,name,phone,role\n${propertyName},1B,roll-${uniqueSuffix()}@example.test,Roll,,resident\n`,
    { "content-type": "text/csv" },
  );
const expectRefused = (reply: { status: number; body: { error: unknown } }) => {
  expect(reply.status).toBe(404);
  expect(reply.body.error).toEqual(REFUSAL);
};

describe("an archived property takes nothing new until it is active again", () => {
  it("refuses a new unit in it", async () => {
    const { key, property } = await createPortfolio();
    await setStatus(key, property.id, "archived");
    expectRefused(await newUnit(key, property.id));
    expect(await testDatabase().unit.count({ where: { propertyId: property.id } })).toBe(2);
  });

  it("refuses a new device in it, and a device moved into it, with the same answer", async () => {
    const { key, property, door } = await createPortfolio();
    await setStatus(key, property.id, "archived");
    expectRefused(await newDevice(key, property.id));
    expectRefused(await adminFetch(key, "PATCH", `/api/admin/devices/${door.id}`, { propertyId: property.id }));
    expect(await testDatabase().device.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it("refuses to give one of its units to a new or an existing user, but lets those living there be changed", async () => {
    const { key, property, home, empty, resident } = await createPortfolio();
    await setStatus(key, property.id, "archived");
    expectRefused(await newResident(key, empty.id));
    expectRefused(await adminFetch(key, "PATCH", `/api/admin/users/${resident.id}`, { unitIds: [home.id, empty.id] }));
    expect(await testDatabase().unitMembership.count({ where: { unitId: empty.id } })).toBe(0);
    const movingOut = await adminFetch(key, "PATCH", `/api/admin/users/${resident.id}`, {
      units: [{ unitId: home.id, moveOutOn: "2030-01-01" }],
    });
    expect(movingOut.status, JSON.stringify(movingOut.body)).toBe(200);
    expect(movingOut.body.data.user.unitIds).toEqual([home.id]);
  });

  it("does not find it by name in a rent roll", async () => {
    const { key, property } = await createPortfolio();
    await setStatus(key, property.id, "archived");
    expect((await importRow(key, property.name)).body.data.import).toMatchObject({
      applied: false,
      errors: [{ row: 2, field: "property", issue: "no property of this name in your tenant" }],
    });
  });

  it("keeps a rent roll's rows out when the archive commits while the import reads the property", async () => {
    const { key, property } = await createPortfolio();
    const database = testDatabase();
    let settled = false;
    const { importing } = await database.$transaction(
      async (tx) => {
        await tx.property.update({ where: { id: property.id }, data: { status: "archived", archivedAt: new Date() } });
        const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        const pending = importRow(key, property.name).finally(() => (settled = true));
        // The import either waits for this archive's lock on the property or, reading it unlocked, is already done.
        await vi.waitFor(
          async () => {
            const [{ blocked }] = await database.$queryRaw<{ blocked: boolean }[]>`
              SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))) AS blocked`;
            expect(blocked || settled).toBe(true);
          },
          { timeout: 15_000, interval: 50 },
        );
        return { importing: pending };
      },
      { timeout: 20_000 },
    );
    expect((await importing).body.data.import).toMatchObject({
      applied: false,
      errors: [{ row: 2, field: "property", issue: "no property of this name in your tenant" }],
    });
    expect(await database.unitMembership.count({ where: { unit: { propertyId: property.id } } })).toBe(1);
  });

  it("takes all of them again once it is active", async () => {
    const { key, property, home, empty, resident, door } = await createPortfolio();
    await setStatus(key, property.id, "archived");
    expect((await setStatus(key, property.id, "active")).status).toBe(200);
    for (const taken of [
      await newUnit(key, property.id),
      await newDevice(key, property.id),
      await newResident(key, empty.id),
    ])
      expect(taken.status).toBe(201);
    expect((await adminFetch(key, "PATCH", `/api/admin/devices/${door.id}`, { propertyId: property.id })).status).toBe(
      200,
    );
    const added = await adminFetch(key, "PATCH", `/api/admin/users/${resident.id}`, { unitIds: [home.id, empty.id] });
    expect([...added.body.data.user.unitIds].sort()).toEqual([home.id, empty.id].sort());
    expect((await importRow(key, property.name)).body.data.import).toMatchObject({
      applied: true,
      created: 1,
      errors: [],
    });
  });
});
