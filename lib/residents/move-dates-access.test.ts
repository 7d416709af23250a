import { beforeAll, describe, expect, it } from "vitest";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";
import { adminFetch } from "../testing/admin-client";
import { createDoorBuilding } from "../testing/door-building";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { localToday } from "../units/membership-dates";
import { db } from "../db/client";
import { decideEntry } from "../voice/decide-entry";
import { dialResident } from "../voice/dial-next-resident";

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let building: Awaited<ReturnType<typeof createDoorBuilding>>;

beforeAll(async () => {
  building = await createDoorBuilding();
});

const as = (token: string, method: string, path: string, body?: unknown) =>
  send(baseUrl(), method, path, { bearer: token, body });
const setMoves = (userId: string, moves: { moveInOn?: string | null; moveOutOn?: string | null }) =>
  adminFetch(building.key, "PATCH", `/api/admin/users/${userId}`, { units: [{ unitId: building.unit.id, ...moves }] });
const passBody = (hours: number) => ({
  name: "Guest",
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validUntil: new Date(Date.now() + hours * 3_600_000).toISOString(),
  maxUses: 5,
});
const keypad = (pin: string) =>
  send(baseUrl(), "POST", "/access/keypad", { bearer: building.keypadKey, body: { deviceId: building.door.id, pin } });

async function resident() {
  const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
  return { person, token: await login(baseUrl(), person.email) };
}

describe("move-out ends a resident's access through the existing rules", () => {
  it("opens doors and guest passes before the move-out day and refuses both from that day on", async () => {
    const { person, token } = await resident();
    expect((await setMoves(person.id, { moveOutOn: day(1) })).status).toBe(200);
    const { pin } = (await as(token, "POST", "/api/v1/guest-passes", passBody(2))).body?.data.guestPass;
    expect((await as(token, "POST", `/api/v1/access/${building.door.id}/open`, {})).status).toBe(201);
    expect((await keypad(pin)).status).toBe(201);

    const movedOut = await setMoves(person.id, { moveOutOn: day(0) });
    expect(movedOut.body.data.user.units).toEqual([
      { unitId: building.unit.id, dialOrder: 0, moveInOn: null, moveOutOn: day(0) },
    ]);
    expect((await as(token, "POST", `/api/v1/access/${building.door.id}/open`, {})).status).toBe(404);
    expect((await as(token, "GET", "/api/v1/access")).body?.doors).toEqual([]);
    const refused = await keypad(pin);
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toBe("Access denied: creator moved out");
    expect((await as(token, "POST", "/api/v1/guest-passes", passBody(2))).status).toBe(404);
  });

  it("gives no access before the move-in day", async () => {
    const { person, token } = await resident();
    await setMoves(person.id, { moveInOn: day(2) });
    expect((await as(token, "POST", `/api/v1/access/${building.door.id}/open`, {})).status).toBe(404);
    await setMoves(person.id, { moveInOn: day(0) });
    expect((await as(token, "POST", `/api/v1/access/${building.door.id}/open`, {})).status).toBe(201);
  });

  it("takes passes for a home to come that start on its move-in day, which open its doors from that day", async () => {
    const { person, token } = await resident();
    await setMoves(person.id, { moveInOn: day(3) });
    for (const body of [passBody(2), { ...passBody(2), unitId: building.unit.id }]) {
      const early = await as(token, "POST", "/api/v1/guest-passes", body);
      expect(early.status).toBe(400);
      expect(early.body?.error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: `Passes for Unit 7A start on your move-in day, ${day(3)}`,
        details: [{ field: "validFrom", issue: `must be on or after your move-in day, ${day(3)}` }],
      });
    }
    expect(await testDatabase().guestPass.count({ where: { createdById: person.id } })).toBe(0);
    // The building keeps UTC, so its move-in day starts at midnight UTC.
    const movingDay = { name: "Movers", validFrom: `${day(3)}T00:00:00.000Z`, validUntil: `${day(3)}T08:00:00.000Z` };
    const created = await as(token, "POST", "/api/v1/guest-passes", { ...movingDay, maxUses: 5 });
    expect(created.status).toBe(201);
    const pass = created.body?.data.guestPass;
    expect(pass).toMatchObject({ unitId: building.unit.id, ...movingDay, status: "scheduled", unusableReason: null });
    const listed = (await as(token, "GET", "/api/v1/guest-passes?status=active")).body?.guestPasses;
    expect(listed.map((listedPass: { id: string }) => listedPass.id)).toContain(pass.id);
    // Not before its start; within its window while the move-in is still ahead (put off), not either; from the
    // move-in day on, it opens.
    expect((await keypad(pass.pin)).status).toBe(403);
    await testDatabase().guestPass.update({
      where: { id: pass.id },
      data: { validFrom: new Date(Date.now() - 60_000) },
    });
    const putOff = await keypad(pass.pin);
    expect(putOff.status).toBe(403);
    expect(putOff.body?.error.message).toBe("Access denied: creator not moved in");
    const [listedNow] = (await as(token, "GET", "/api/v1/guest-passes?status=active")).body?.guestPasses;
    expect(listedNow).toMatchObject({ id: pass.id, usable: false, unusableReason: "creator_not_moved_in" });
    await setMoves(person.id, { moveInOn: day(0) });
    expect((await keypad(pass.pin)).status).toBe(201);
  });

  it("ends a new guest pass no later than its creator's move-out day", async () => {
    const { person, token } = await resident();
    await setMoves(person.id, { moveOutOn: day(1) });
    const pass = (await as(token, "POST", "/api/v1/guest-passes", passBody(72))).body?.data.guestPass;
    expect(pass.validUntil).toBe(`${day(1)}T00:00:00.000Z`);
    const passes = await adminFetch(building.key, "GET", `/api/admin/units/${building.unit.id}/guest-passes`);
    expect(passes.status).toBe(200);
    expect(passes.body.guestPasses.find((listed: { id: string }) => listed.id === pass.id)).toMatchObject({
      validUntil: `${day(1)}T00:00:00.000Z`,
      status: "active",
    });
  });

  it("leaves a moved-out resident out of the intercom's dial list", async () => {
    const database = testDatabase();
    const unit = await database.unit.create({
      data: { propertyId: building.propertyId, label: `D${uniqueSuffix()}`, directoryCode: `D${uniqueSuffix()}` },
    });
    const gone = await createPerson("resident", building.tenantId, { unitIds: [unit.id] });
    const staying = await createPerson("resident", building.tenantId, { unitIds: [unit.id] });
    await database.user.updateMany({ where: { id: { in: [gone.id, staying.id] } }, data: { phone: "+15005550142" } });
    await adminFetch(building.key, "PATCH", `/api/admin/users/${gone.id}`, {
      units: [{ unitId: unit.id, dialOrder: 0, moveOutOn: day(0) }],
    });
    await adminFetch(building.key, "PATCH", `/api/admin/users/${staying.id}`, {
      units: [{ unitId: unit.id, dialOrder: 1 }],
    });
    const call = await database.call.create({
      data: {
        propertyId: building.propertyId,
        unitId: unit.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550001111",
        to: "+15550002222",
        status: "ringing",
      },
    });
    const first = await database.$transaction((tx) => dialResident(tx, call.id, 0));
    expect(first?.residentId).toBe(staying.id);
    expect(await database.$transaction((tx) => dialResident(tx, call.id, 1))).toBeNull();
  });
});

describe("a resident who loses the unit during a call", () => {
  // The resident was rung while living there; then the manager acts before they press 9.
  async function ringingCall() {
    const database = testDatabase();
    const entrance = await database.device.create({
      data: {
        propertyId: building.propertyId,
        name: "Entrance",
        kind: "intercom",
        status: "online",
        isEntrance: true,
        serialNumber: `entrance-${uniqueSuffix()}`,
      },
    });
    const { person } = await resident();
    const call = await database.call.create({
      data: {
        propertyId: building.propertyId,
        unitId: building.unit.id,
        residentId: person.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550003333",
        to: "+15550004444",
        status: "in_progress",
      },
    });
    return { person, call, entrance };
  }
  const pressNine = (callId: string, residentId: string) =>
    db().$transaction((tx) => decideEntry(tx, callId, residentId, "9", new Date()));

  it("cannot open the entrance with 9 once moved out or suspended; the attempt is a denied access event", async () => {
    const movedOut = await ringingCall();
    await setMoves(movedOut.person.id, { moveOutOn: day(0) });
    const suspended = await ringingCall();
    expect(
      (await adminFetch(building.key, "PATCH", `/api/admin/users/${suspended.person.id}`, { status: "suspended" }))
        .status,
    ).toBe(200);
    for (const { person, call } of [movedOut, suspended]) {
      expect((await pressNine(call.id, person.id)).decision).toBe("door_refused");
      const event = await testDatabase().accessEvent.findFirstOrThrow({ where: { callId: call.id } });
      expect(event).toMatchObject({ result: "denied", method: "dtmf", userId: person.id });
      expect(await testDatabase().deviceCommand.count({ where: { accessEventId: event.id } })).toBe(0);
    }
  });

  it("still opens it for a resident who lives there", async () => {
    const { person, call } = await ringingCall();
    expect((await pressNine(call.id, person.id)).decision).toBe("door_opened");
  });
});

describe("move days are the property's days", () => {
  it("ends access at the property's midnight, whichever side of UTC's day that falls", async () => {
    // A zone whose calendar day differs from UTC's now, with hours of margin before either day changes.
    const hour = new Date().getUTCHours() + new Date().getUTCMinutes() / 60;
    const timezone = hour < 10.5 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const localDay = (offsetDays: number) =>
      new Date(localToday(timezone).getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(localDay(0)).not.toBe(day(0));
    const zoned = await createDoorBuilding(timezone);
    const person = await createPerson("resident", zoned.tenantId, { unitIds: [zoned.unit.id] });
    const token = await login(baseUrl(), person.email);
    const moveOut = (moveOutOn: string) =>
      adminFetch(zoned.key, "PATCH", `/api/admin/users/${person.id}`, {
        units: [{ unitId: zoned.unit.id, moveOutOn }],
      });
    const open = () => as(token, "POST", `/api/v1/access/${zoned.door.id}/open`, {});

    expect((await moveOut(localDay(1))).status).toBe(200);
    expect((await open()).status).toBe(201);
    const pass = (await as(token, "POST", "/api/v1/guest-passes", passBody(72))).body?.data.guestPass;
    // The pass ends at the start of the move-out day there, not at UTC's midnight.
    expect(new Date(pass.validUntil).toLocaleString("en-US", { timeZone: timezone, hourCycle: "h23" })).toMatch(
      /, 00:00:00$/,
    );
    expect((await moveOut(localDay(0))).status).toBe(200);
    expect((await open()).status).toBe(404);
  });
});
