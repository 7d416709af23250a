import { beforeAll, describe, expect, it } from "vitest";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";
import { adminFetch } from "../testing/admin-client";
import { createDoorBuilding } from "../testing/door-building";
import { baseUrl, testDatabase } from "../testing/test-database";

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const as = (token: string, method: string, path: string, body?: unknown) =>
  send(baseUrl(), method, path, { bearer: token, body });

let building: Awaited<ReturnType<typeof createDoorBuilding>>;
// A second building of the same tenant, in another zone, with two units.
let second: { propertyId: string; unitId: string; laterUnitId: string; pastUnitId: string };

beforeAll(async () => {
  building = await createDoorBuilding("America/New_York");
  const property = await testDatabase().property.create({
    data: { tenantId: building.tenantId, name: "Harbour House", address: "2 Quay", timezone: "Asia/Kolkata" },
  });
  const unit = (label: string) =>
    testDatabase().unit.create({ data: { propertyId: property.id, label, directoryCode: label } });
  const [home, later, past] = await Promise.all([unit("12"), unit("14"), unit("16")]);
  second = { propertyId: property.id, unitId: home.id, laterUnitId: later.id, pastUnitId: past.id };
});

describe("GET /api/v1/units", () => {
  it("lists the resident's homes and those to come, in dial order, with their buildings, and not the past ones", async () => {
    const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
    const units = [
      { unitId: second.unitId, dialOrder: 1 },
      { unitId: building.unit.id, dialOrder: 2 },
      { unitId: second.laterUnitId, dialOrder: 3, moveInOn: day(3) },
      { unitId: second.pastUnitId, dialOrder: 4, moveInOn: day(-30), moveOutOn: day(-2) },
    ];
    expect((await adminFetch(building.key, "PATCH", `/api/admin/users/${person.id}`, { units })).status).toBe(200);
    const token = await login(baseUrl(), person.email);

    const listed = await as(token, "GET", "/api/v1/units");
    expect(listed.status).toBe(200);
    expect(listed.body?.total).toBe(3);
    expect(listed.body?.units).toEqual([
      {
        id: second.unitId,
        label: "12",
        propertyId: second.propertyId,
        propertyName: "Harbour House",
        propertyTimezone: "Asia/Kolkata",
        moveInOn: null,
        moveOutOn: null,
        livesThere: true,
      },
      expect.objectContaining({ id: building.unit.id, label: "7A", propertyTimezone: "America/New_York" }),
      expect.objectContaining({ id: second.laterUnitId, moveInOn: day(3), livesThere: false }),
    ]);
    expect(
      (await as(token, "GET", "/api/v1/units?limit=1&offset=1")).body?.units.map((unit: { id: string }) => unit.id),
    ).toEqual([building.unit.id]);

    // A pass names the unit it is for; without one it is for the first home.
    const window = {
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
      maxUses: 1,
    };
    const chosen = await as(token, "POST", "/api/v1/guest-passes", {
      name: "Guest",
      ...window,
      unitId: building.unit.id,
    });
    expect(chosen.body?.data.guestPass).toMatchObject({
      unitId: building.unit.id,
      propertyId: building.propertyId,
      propertyTimezone: "America/New_York",
    });
    const first = await as(token, "POST", "/api/v1/guest-passes", { name: "Guest", ...window });
    expect(first.body?.data.guestPass).toMatchObject({ unitId: second.unitId, propertyId: second.propertyId });
    // A home to come takes passes from its move-in day, and says so; a unit of someone else's is not found.
    const early = await as(token, "POST", "/api/v1/guest-passes", {
      name: "Guest",
      ...window,
      unitId: second.laterUnitId,
    });
    expect(early.status).toBe(400);
    expect(early.body?.error.details).toEqual([
      { field: "validFrom", issue: `must be on or after your move-in day, ${day(3)}` },
    ]);
    const foreign = await as(token, "POST", "/api/v1/guest-passes", {
      name: "Guest",
      ...window,
      unitId: "no-such-unit",
    });
    expect(foreign.status).toBe(404);
  });

  it("lists today's homes first and those to come by move-in day, the order a pass's default unit follows", async () => {
    const unit = (label: string) =>
      testDatabase().unit.create({ data: { propertyId: second.propertyId, label, directoryCode: label } });
    const [soon, late] = await Promise.all([unit("30"), unit("32")]);
    const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
    const units = [
      { unitId: late.id, dialOrder: 0, moveInOn: day(20) },
      { unitId: soon.id, dialOrder: 1, moveInOn: day(5) },
    ];
    expect((await adminFetch(building.key, "PATCH", `/api/admin/users/${person.id}`, { units })).status).toBe(200);
    const token = await login(baseUrl(), person.email);
    const ids = async () => (await as(token, "GET", "/api/v1/units")).body?.units.map((u: { id: string }) => u.id);
    expect(await ids()).toEqual([soon.id, late.id]);
    const pass = (validFrom: string) =>
      as(token, "POST", "/api/v1/guest-passes", {
        name: "Guest",
        validFrom,
        validUntil: new Date(Date.parse(validFrom) + 3_600_000).toISOString(),
        maxUses: 1,
      });
    expect((await pass(`${day(5)}T12:00:00.000Z`)).body?.data.guestPass.unitId).toBe(soon.id);
    // A home lived in today comes first, whatever its dial order.
    const today = [...units, { unitId: building.unit.id, dialOrder: 2 }];
    await adminFetch(building.key, "PATCH", `/api/admin/users/${person.id}`, { units: today });
    expect(await ids()).toEqual([building.unit.id, soon.id, late.id]);
    expect((await pass(new Date().toISOString())).body?.data.guestPass.unitId).toBe(building.unit.id);
  });

  it("leaves out an archived building's units and answers only the caller's own", async () => {
    const [person, neighbour] = await Promise.all([
      createPerson("resident", building.tenantId, { unitIds: [second.pastUnitId, building.unit.id] }),
      createPerson("resident", building.tenantId, { unitIds: [second.unitId] }),
    ]);
    const archived = await testDatabase().property.create({
      data: { tenantId: building.tenantId, name: "Old Mill", address: "3 Lane", timezone: "UTC", status: "archived" },
    });
    const old = await testDatabase().unit.create({ data: { propertyId: archived.id, label: "1", directoryCode: "1" } });
    await testDatabase().unitMembership.create({ data: { userId: person.id, unitId: old.id, dialOrder: 9 } });
    const token = await login(baseUrl(), person.email);
    const ids = (await as(token, "GET", "/api/v1/units")).body?.units.map((unit: { id: string }) => unit.id);
    expect(ids.sort()).toEqual([second.pastUnitId, building.unit.id].sort());
    const theirs = await as(await login(baseUrl(), neighbour.email), "GET", "/api/v1/units");
    expect(theirs.body?.units.map((unit: { id: string }) => unit.id)).toEqual([second.unitId]);
  });

  it("is for residents, and refuses a bad page", async () => {
    const staff = await createPerson("staff", building.tenantId);
    expect((await as(await login(baseUrl(), staff.email), "GET", "/api/v1/units")).status).toBe(403);
    expect((await send(baseUrl(), "GET", "/api/v1/units")).status).toBe(401);
    const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
    const bad = await as(await login(baseUrl(), person.email), "GET", "/api/v1/units?limit=0&color=red");
    expect(bad.status).toBe(400);
    expect(bad.body?.error.code).toBe("VALIDATION_ERROR");
  });
});
