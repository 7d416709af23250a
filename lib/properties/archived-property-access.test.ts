import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";
import { adminFetch } from "../testing/admin-client";
import { createDoorBuilding } from "../testing/door-building";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { db } from "../db/client";
import { decideEntry } from "../voice/decide-entry";

// One property with an online door, a unit and a resident living there.
async function createBuilding() {
  const building = await createDoorBuilding();
  const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
  return { ...building, person, token: await login(baseUrl(), person.email) };
}

let building: Awaited<ReturnType<typeof createBuilding>>;

beforeAll(async () => {
  building = await createBuilding();
});

const as = (path: string, method = "GET", body?: unknown) =>
  send(baseUrl(), method, path, { bearer: building.token, body });
const keypad = (pin: string) =>
  send(baseUrl(), "POST", "/access/keypad", { bearer: building.keypadKey, body: { deviceId: building.door.id, pin } });
const setStatus = (status: "active" | "archived") =>
  adminFetch(building.key, "PATCH", `/api/admin/properties/${building.propertyId}`, { status });
const passBody = () => ({
  name: "Guest",
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validUntil: new Date(Date.now() + 3_600_000).toISOString(),
  maxUses: 10,
});

describe("an archived property is out of service for its residents and their guests, as for its intercom", () => {
  it("lists and opens none of its doors, refuses its guest passes at the keypad and issues none, until it is active again", async () => {
    const { pin } = (await as("/api/v1/guest-passes", "POST", passBody())).body?.data.guestPass;
    expect((await as(`/api/v1/access/${building.door.id}/open`, "POST", {})).status).toBe(201);
    expect((await keypad(pin)).status).toBe(201);

    expect((await setStatus("archived")).status).toBe(200);
    expect((await as("/api/v1/access")).body?.doors).toEqual([]);
    expect((await as("/access/doors")).body?.doors).toEqual([]);
    expect((await as(`/api/v1/access/${building.door.id}/open`, "POST", {})).status).toBe(404);
    expect((await as(`/access/doors/${building.door.id}/open`, "POST")).status).toBe(404);
    const refused = await keypad(pin);
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toBe("Access denied: property archived");
    const denied = await testDatabase().accessEvent.findFirstOrThrow({
      where: { deviceId: building.door.id, method: "pin" },
      orderBy: { occurredAt: "desc" },
    });
    expect(denied).toMatchObject({ result: "denied", reason: "property archived" });
    expect((await as("/api/v1/guest-passes", "POST", passBody())).status).toBe(404);

    expect((await setStatus("active")).status).toBe(200);
    expect((await as("/api/v1/access")).body?.doors).toHaveLength(1);
    expect((await as(`/api/v1/access/${building.door.id}/open`, "POST", {})).status).toBe(201);
    expect((await keypad(pin)).status).toBe(201);
  });

  it("has a PIN entered while an archive commits wait for it, then refused with no use counted", async () => {
    const { pin, id } = (await as("/api/v1/guest-passes", "POST", passBody())).body?.data.guestPass;
    let [release, archived] = [() => {}, () => {}];
    const held = new Promise<void>((resolve) => (release = resolve));
    const updated = new Promise<void>((resolve) => (archived = resolve));
    const archive = testDatabase().$transaction(
      async (tx) => {
        await tx.property.update({ where: { id: building.propertyId }, data: { status: "archived" } });
        archived();
        await held;
      },
      { timeout: 20_000 },
    );
    await updated;
    let answered = false;
    const entry = keypad(pin).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    release();
    await archive;
    const refused = await entry;
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toBe("Access denied: property archived");
    expect((await testDatabase().guestPass.findUniqueOrThrow({ where: { id } })).useCount).toBe(0);
    expect((await setStatus("active")).status).toBe(200);
  });

  it("archives on DELETE once the property has history, with the same effect", async () => {
    const other = await createBuilding();
    expect(
      (await send(baseUrl(), "POST", `/api/v1/access/${other.door.id}/open`, { bearer: other.token, body: {} })).status,
    ).toBe(201);
    const deleted = await adminFetch(other.key, "DELETE", `/api/admin/properties/${other.propertyId}`);
    expect(deleted.headers.get("x-deletion")).toBe("archived");
    expect((await send(baseUrl(), "GET", "/api/v1/access", { bearer: other.token })).body?.doors).toEqual([]);
  });
});

describe("a call live when its property is archived", () => {
  // The resident was rung and told while the property was in service; then it is archived before they open.
  async function liveCall(archive = true) {
    const other = await createBuilding();
    const database = testDatabase();
    await database.device.update({ where: { id: other.door.id }, data: { isEntrance: true } });
    const call = await database.call.create({
      data: {
        propertyId: other.propertyId,
        unitId: other.unit.id,
        residentId: other.person.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550005555",
        to: "+15550006666",
        status: "in_progress",
      },
    });
    if (archive)
      expect(
        (await adminFetch(other.key, "PATCH", `/api/admin/properties/${other.propertyId}`, { status: "archived" }))
          .status,
      ).toBe(200);
    return { ...other, call };
  }
  const deniedWithoutCommand = async (callId: string, method: "app" | "dtmf", userId: string) => {
    const event = await testDatabase().accessEvent.findFirstOrThrow({ where: { callId } });
    expect(event).toMatchObject({ result: "denied", reason: "property archived", method, userId });
    expect(await testDatabase().deviceCommand.count({ where: { accessEventId: event.id } })).toBe(0);
  };

  it("does not open the entrance from the notification's Open action: refused, recorded, no command", async () => {
    const { call, token, person } = await liveCall();
    const refused = await send(baseUrl(), "POST", `/api/v1/calls/${call.id}/open`, { bearer: token });
    expect(refused.status).toBe(403);
    expect(refused.body?.error).toEqual({ code: "FORBIDDEN", message: "The door was not opened: property archived" });
    await deniedWithoutCommand(call.id, "app", person.id);
  });

  it("does not open it when the resident presses 9: refused, recorded, no command", async () => {
    const { call, person } = await liveCall();
    const entry = await db().$transaction((tx) => decideEntry(tx, call.id, person.id, "9", new Date()));
    expect(entry.decision).toBe("door_refused");
    await deniedWithoutCommand(call.id, "dtmf", person.id);
  });

  it("holds the property against an archive while 9 opens its entrance, locked in the read of the entrance", async () => {
    const { call, person, propertyId } = await liveCall(false);
    const statements: string[] = [];
    const query = vi.spyOn(pg.Client.prototype, "query");
    await expect(
      db().$transaction(async (tx) => {
        expect((await decideEntry(tx, call.id, person.id, "9", new Date())).decision).toBe("door_opened");
        const sent = query.mock.calls.map(([first]) => first as unknown);
        statements.push(...sent.map((sql) => (typeof sql === "string" ? sql : String((sql as { text: string }).text))));
        query.mockRestore();
        // An archive from another connection waits for this transaction (here, until its lock timeout).
        await expect(
          testDatabase().$transaction(async (archive) => {
            await archive.$executeRaw`SET LOCAL lock_timeout = '200ms'`;
            await archive.property.update({ where: { id: propertyId }, data: { status: "archived" } });
          }),
        ).rejects.toThrow(/lock timeout/);
        throw new Error("roll back the opening");
      }),
    ).rejects.toThrow("roll back the opening");
    // The lock rides on the read of the entrance the opening makes anyway: no round trip of its own.
    const locking = statements.filter((sql) => /FOR SHARE/.test(sql));
    expect(locking).toHaveLength(1);
    expect(locking[0]).toMatch(/FROM devices/);
  });
});
