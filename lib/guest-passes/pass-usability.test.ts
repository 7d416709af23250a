import { beforeAll, describe, expect, it } from "vitest";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";
import { adminFetch } from "../testing/admin-client";
import { createDoorBuilding } from "../testing/door-building";
import { baseUrl, uniqueSuffix } from "../testing/test-database";
import { localToday } from "../units/membership-dates";

// One property with an online door and a unit, whose residents each issue a pass.
let building: Awaited<ReturnType<typeof createDoorBuilding>>;

beforeAll(async () => {
  building = await createDoorBuilding();
});

const passBody = (name: string) => ({
  name,
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validUntil: new Date(Date.now() + 3_600_000).toISOString(),
  maxUses: 10,
});

// A resident of the unit with a pass of their own.
async function residentWithPass(name: string) {
  const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
  const token = await login(baseUrl(), person.email);
  const created = await send(baseUrl(), "POST", "/api/v1/guest-passes", { bearer: token, body: passBody(name) });
  expect(created.status).toBe(201);
  expect(created.body?.data.guestPass).toMatchObject({ status: "active", usable: true, unusableReason: null });
  return { person, token, pass: created.body?.data.guestPass as { id: string; pin: string } };
}

const unitPasses = async () => {
  const list = await adminFetch(building.key, "GET", `/api/admin/units/${building.unit.id}/guest-passes`);
  expect(list.status).toBe(200);
  return new Map(
    (list.body.guestPasses as { id: string; status: string; usable: boolean; unusableReason: string | null }[]).map(
      (pass) => [pass.id, { status: pass.status, usable: pass.usable, unusableReason: pass.unusableReason }],
    ),
  );
};
const ownPasses = async (token: string) =>
  (await send(baseUrl(), "GET", "/api/v1/guest-passes?status=active", { bearer: token })).body?.guestPasses;
const keypad = (pin: string) =>
  send(baseUrl(), "POST", "/access/keypad", { bearer: building.keypadKey, body: { deviceId: building.door.id, pin } });
// The keypad's refusal, FORBIDDEN as for any pass that opens no door.
async function keypadRefusal(pin: string) {
  const reply = await keypad(pin);
  expect(reply.status).toBe(403);
  expect(reply.body?.error.code).toBe("FORBIDDEN");
  return reply.body?.error.message;
}
const setProperty = (status: "active" | "archived") =>
  adminFetch(building.key, "PATCH", `/api/admin/properties/${building.propertyId}`, { status });

const usable = { status: "active", usable: true, unusableReason: null };
const stoppedBy = (unusableReason: string) => ({ status: "active", usable: false, unusableReason });

describe("a pass list tells whether each pass still opens doors, by the rule the keypad applies", () => {
  it("marks the passes of a suspended or moved-out creator and of an archived property as not usable, their status kept, and the keypad agrees", async () => {
    const staying = await residentWithPass("Stays");
    const suspended = await residentWithPass("Suspended");
    const movedOut = await residentWithPass("Moved out");

    expect(
      (await adminFetch(building.key, "PATCH", `/api/admin/users/${suspended.person.id}`, { status: "suspended" }))
        .status,
    ).toBe(200);
    const today = localToday("UTC").toISOString().slice(0, 10);
    expect(
      (
        await adminFetch(building.key, "PATCH", `/api/admin/users/${movedOut.person.id}`, {
          units: [{ unitId: building.unit.id, moveOutOn: today }],
        })
      ).status,
    ).toBe(200);

    const passes = await unitPasses();
    expect(passes.get(staying.pass.id)).toEqual(usable);
    expect(passes.get(suspended.pass.id)).toEqual(stoppedBy("creator_suspended"));
    expect(passes.get(movedOut.pass.id)).toEqual(stoppedBy("creator_moved_out"));
    expect(await ownPasses(movedOut.token)).toEqual([
      expect.objectContaining({ id: movedOut.pass.id, ...stoppedBy("creator_moved_out") }),
    ]);
    expect((await keypad(staying.pass.pin)).status).toBe(201);
    expect(await keypadRefusal(suspended.pass.pin)).toBe("Access denied: creator suspended");
    expect(await keypadRefusal(movedOut.pass.pin)).toBe("Access denied: creator moved out");

    expect((await setProperty("archived")).status).toBe(200);
    expect((await unitPasses()).get(staying.pass.id)).toEqual(stoppedBy("property_archived"));
    expect(await ownPasses(staying.token)).toEqual([
      expect.objectContaining({ id: staying.pass.id, ...stoppedBy("property_archived") }),
    ]);
    expect(await keypadRefusal(staying.pass.pin)).toBe("Access denied: property archived");

    expect((await setProperty("active")).status).toBe(200);
    expect((await unitPasses()).get(staying.pass.id)).toEqual(usable);
    expect(await ownPasses(staying.token)).toEqual([expect.objectContaining({ id: staying.pass.id, ...usable })]);
    expect((await keypad(staying.pass.pin)).status).toBe(201);
  });

  it("says a pass whose window has not begun is not usable yet, with nothing else stopping it", async () => {
    const person = await createPerson("resident", building.tenantId, { unitIds: [building.unit.id] });
    const token = await login(baseUrl(), person.email);
    const later = await send(baseUrl(), "POST", "/api/v1/guest-passes", {
      bearer: token,
      body: {
        ...passBody(`Later ${uniqueSuffix()}`),
        validFrom: new Date(Date.now() + 3_600_000).toISOString(),
        validUntil: new Date(Date.now() + 7_200_000).toISOString(),
      },
    });
    expect(later.body?.data.guestPass).toMatchObject({ status: "scheduled", usable: false, unusableReason: null });
  });
});
