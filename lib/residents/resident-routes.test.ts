import { beforeAll, describe, expect, it } from "vitest";
import { hashPin } from "../guest-passes/guest-pass-secret";
import { createTestKey } from "../testing/admin-client";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { createPerson, login, send } from "../auth/testing/identity-fixtures";

// Two properties of one tenant and one of another; residents in different units.
async function createWorld() {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenant = await database.tenant.create({ data: { name: `Residents ${suffix}`, slug: `res-${suffix}` } });
  const other = await database.tenant.create({ data: { name: `Others ${suffix}`, slug: `oth-${suffix}` } });
  const property = async (tenantId: string, name: string) => {
    const created = await database.property.create({ data: { tenantId, name, address: "1 Test Road" } });
    const unit = (label: string) =>
      database.unit.create({ data: { propertyId: created.id, label, directoryCode: label } });
    const device = (
      kind: "door_controller" | "intercom" | "camera" | "reader",
      status: "online" | "offline" = "online",
    ) =>
      database.device.create({
        data: {
          propertyId: created.id,
          name: `${kind} ${suffix}`,
          kind,
          status,
          serialNumber: `${kind}-${uniqueSuffix()}`,
        },
      });
    return {
      id: created.id,
      unitA: await unit("A"),
      unitB: await unit("B"),
      door: await device("door_controller"),
      intercom: await device("intercom"),
      camera: await device("camera"),
      offline: await device("door_controller", "offline"),
    };
  };
  const home = await property(tenant.id, `Home ${suffix}`);
  const neighbour = await property(tenant.id, `Neighbour ${suffix}`);
  const elsewhere = await property(other.id, `Elsewhere ${suffix}`);
  const alice = await createPerson("resident", tenant.id, { unitIds: [home.unitA.id] });
  const bob = await createPerson("resident", tenant.id, { unitIds: [home.unitB.id] });
  const carol = await createPerson("resident", tenant.id, { unitIds: [neighbour.unitA.id] });
  return { tenantId: tenant.id, otherTenantId: other.id, home, neighbour, elsewhere, alice, bob, carol };
}

let world: Awaited<ReturnType<typeof createWorld>>;
let alice: string;
let bob: string;

beforeAll(async () => {
  world = await createWorld();
  [alice, bob] = await Promise.all([login(baseUrl(), world.alice.email), login(baseUrl(), world.bob.email)]);
});

const as = (token: string, method: string, path: string, body?: unknown) =>
  send(baseUrl(), method, path, { bearer: token, body });
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const passBody = (extra: Record<string, unknown> = {}) => ({
  name: "Grandma",
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validUntil: inOneHour(),
  maxUses: 2,
  ...extra,
});

describe("profile", () => {
  it("reads and updates name, E.164 phone and merged notification preferences", async () => {
    const read = await as(alice, "GET", "/api/v1/profile");
    expect(read.status).toBe(200);
    expect(read.body?.data.profile).toMatchObject({
      id: world.alice.id,
      role: "resident",
      unitIds: [world.home.unitA.id],
      notificationPrefs: {},
    });
    await as(alice, "PATCH", "/api/v1/profile", { notificationPrefs: { calls: false } });
    const updated = await as(alice, "PATCH", "/api/v1/profile", {
      name: "Alice A.",
      phone: "+15005550999",
      notificationPrefs: { guestArrivals: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body?.data.profile).toMatchObject({
      name: "Alice A.",
      phone: "+15005550999",
      notificationPrefs: { calls: false, guestArrivals: true },
    });
  });

  it("refuses a phone that is not E.164, an unknown field and an empty change with 400", async () => {
    for (const body of [{ phone: "555-1234" }, { role: "owner" }, {}]) {
      const reply = await as(alice, "PATCH", "/api/v1/profile", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body?.error.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("doors", () => {
  it("lists the door controllers and intercoms of the resident's property only", async () => {
    const reply = await as(alice, "GET", "/api/v1/access");
    expect(reply.status).toBe(200);
    const ids = reply.body?.doors.map((door: { id: string }) => door.id).sort();
    expect(ids).toEqual([world.home.door.id, world.home.intercom.id, world.home.offline.id].sort());
    expect(reply.body).toMatchObject({ total: 3, limit: 50, offset: 0 });
  });

  it("opens a door through openDoor: a granted event with the source as method and an unlock command", async () => {
    const reply = await as(alice, "POST", `/api/v1/access/${world.home.door.id}/open`, { source: "portal" });
    expect(reply.status).toBe(201);
    expect(reply.body?.data.accessEvent).toMatchObject({
      deviceId: world.home.door.id,
      userId: world.alice.id,
      method: "portal",
      result: "granted",
      commandId: expect.any(String),
    });
    const command = await testDatabase().deviceCommand.findUnique({
      where: { id: reply.body?.data.accessEvent.commandId },
    });
    expect(command).toMatchObject({ command: "unlock", requestedById: world.alice.id });
  });

  it("records a denied event for an offline door", async () => {
    const reply = await as(alice, "POST", `/api/v1/access/${world.home.offline.id}/open`, {});
    expect(reply.status).toBe(201);
    expect(reply.body?.data.accessEvent).toMatchObject({
      method: "app",
      result: "denied",
      reason: "device offline",
      commandId: null,
    });
  });

  it("cannot open another property's door, in the same tenant or another, nor a camera", async () => {
    for (const id of [world.neighbour.door.id, world.elsewhere.door.id, world.home.camera.id, "no-such-door"]) {
      const reply = await as(alice, "POST", `/api/v1/access/${id}/open`, {});
      expect(reply.status, id).toBe(404);
    }
    expect(
      await testDatabase().accessEvent.count({
        where: { deviceId: { in: [world.neighbour.door.id, world.elsewhere.door.id] } },
      }),
    ).toBe(0);
  });
});

describe("calls", () => {
  it("lists only calls of the resident's own units", async () => {
    const database = testDatabase();
    const call = (unitId: string, propertyId: string) =>
      database.call.create({
        data: {
          propertyId,
          unitId,
          carrier: "twilio",
          carrierCallId: `CA${uniqueSuffix()}`,
          from: "+15550001111",
          to: "+15550002222",
          status: "completed",
        },
      });
    const mine = await call(world.home.unitA.id, world.home.id);
    await call(world.home.unitB.id, world.home.id);
    await call(world.neighbour.unitA.id, world.neighbour.id);
    const reply = await as(alice, "GET", "/api/v1/calls");
    expect(reply.status).toBe(200);
    expect(reply.body?.calls.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    expect(reply.body?.total).toBe(1);
    const bobs = await as(bob, "GET", "/api/v1/calls");
    expect(bobs.body?.calls.map((c: { unitId: string }) => c.unitId)).toEqual([world.home.unitB.id]);
  });

  describe("paging by cursor", () => {
    let dana: string;
    // Seven calls to a unit of its own, three sharing one start time, so page boundaries fall between ties.
    beforeAll(async () => {
      const database = testDatabase();
      const unit = await database.unit.create({ data: { propertyId: world.home.id, label: "C", directoryCode: "C" } });
      const start = Date.parse("2025-06-01T12:00:00Z");
      for (const minutes of [0, 5, 5, 5, 10, 20, 30])
        await database.call.create({
          data: {
            propertyId: world.home.id,
            unitId: unit.id,
            carrier: "twilio",
            carrierCallId: `CA${uniqueSuffix()}`,
            from: "+15550001111",
            to: "+15550002222",
            status: "completed",
            startedAt: new Date(start + minutes * 60_000),
          },
        });
      const person = await createPerson("resident", world.tenantId, { unitIds: [unit.id] });
      dana = await login(baseUrl(), person.email);
    });

    const idsOf = (body: { calls?: { id: string }[] } | null) => body?.calls?.map((call) => call.id) ?? [];

    it("walks the same rows by nextCursor as by offset, newest first, and ends with nextCursor null", async () => {
      const byOffset: string[] = [];
      for (let offset = 0; offset < 9; offset += 2)
        byOffset.push(...idsOf((await as(dana, "GET", `/api/v1/calls?limit=2&offset=${offset}`)).body));
      const byCursor: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const reply = await as(dana, "GET", `/api/v1/calls?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(reply.status).toBe(200);
        expect(reply.body?.total).toBe(7);
        byCursor.push(...idsOf(reply.body));
        cursor = reply.body?.nextCursor;
        if (!cursor) break;
      }
      expect(byOffset).toHaveLength(7);
      expect(byCursor).toEqual(byOffset);
      const starts = (await as(dana, "GET", "/api/v1/calls")).body?.calls.map(
        (c: { startedAt: string }) => c.startedAt,
      );
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it.each([
      ["a cursor it did not give out", "cursor=not-a-cursor", "cursor"],
      ["a cursor naming no id", `cursor=${Buffer.from(JSON.stringify({ v: "A" })).toString("base64url")}`, "cursor"],
      [
        "a cursor with an offset",
        `cursor=${Buffer.from('{"v":"A","id":"x"}').toString("base64url")}&offset=2`,
        "offset",
      ],
    ])("answers 400 VALIDATION_ERROR for %s", async (_name, query, field) => {
      const reply = await as(dana, "GET", `/api/v1/calls?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body?.error.code).toBe("VALIDATION_ERROR");
      expect(reply.body?.error.details).toEqual([expect.objectContaining({ field })]);
    });

    it("is not offered by the doors list, which holds all of a resident's doors in one page", async () => {
      for (const path of ["/api/v1/access", "/access/doors"]) {
        const reply = await as(dana, "GET", `${path}?cursor=abc`);
        expect(reply.status, path).toBe(400);
        expect(reply.body?.error.details).toEqual([{ field: "(root)", issue: "has unknown field cursor" }]);
        expect((await as(dana, "GET", path)).body).not.toHaveProperty("nextCursor");
      }
    });
  });
});

describe("guest passes and the keypad", () => {
  let keypadKey: string;
  beforeAll(async () => {
    keypadKey = (await createTestKey(world.tenantId, ["devices:write"])).key;
  });
  const keypad = (body: unknown, key: string | undefined = keypadKey) =>
    send(baseUrl(), "POST", "/access/keypad", { bearer: key, body });

  it("creates a pass answered once with a 6-digit PIN and a QR payload, storing only an HMAC of the PIN", async () => {
    const reply = await as(alice, "POST", "/api/v1/guest-passes", passBody());
    expect(reply.status).toBe(201);
    const pass = reply.body?.data.guestPass;
    expect(pass).toMatchObject({
      name: "Grandma",
      unitId: world.home.unitA.id,
      propertyId: world.home.id,
      maxUses: 2,
      useCount: 0,
      status: "active",
    });
    expect(pass.pin).toMatch(/^\d{6}$/);
    expect(pass.qrPayload).toMatch(/^gatehouse:pass:ghqr_/);
    const row = await testDatabase().guestPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(row.pinHash).not.toContain(pass.pin);
    process.env.GUEST_PASS_SECRET = "test-guest-pass-secret-0123456789abcdef";
    expect(row.pinHash).toBe(hashPin(world.home.id, pass.pin));
    const listed = await as(alice, "GET", "/api/v1/guest-passes?status=active");
    expect(listed.body?.guestPasses.find((p: { id: string }) => p.id === pass.id)).not.toHaveProperty("pin");
  });

  it("opens the door for the PIN, counts uses and refuses a used-up pass with a recorded denied event", async () => {
    const { pin, id } = (await as(alice, "POST", "/api/v1/guest-passes", passBody({ maxUses: 2 }))).body?.data
      .guestPass;
    for (let use = 1; use <= 2; use++) {
      const opened = await keypad({ deviceId: world.home.door.id, pin });
      expect(opened.status).toBe(201);
      expect(opened.body?.data.accessEvent).toMatchObject({
        method: "pin",
        result: "granted",
        commandId: expect.any(String),
      });
    }
    const spent = await keypad({ deviceId: world.home.door.id, pin });
    expect(spent.status).toBe(403);
    expect(spent.body?.error.message).toMatch(/used up/);
    const events = await testDatabase().accessEvent.findMany({
      where: { guestPassId: id },
      orderBy: { occurredAt: "asc" },
    });
    expect(events.map((event) => event.result)).toEqual(["granted", "granted", "denied"]);
    expect((await testDatabase().guestPass.findUniqueOrThrow({ where: { id } })).useCount).toBe(2);
  });

  it("stops a pass once its creator moves out of the unit, or is suspended, saying why and spending no use", async () => {
    const wrongCodes = async () =>
      (await testDatabase().keypadThrottle.findUnique({ where: { deviceId: world.home.door.id } }))?.failures ?? 0;
    for (const [leave, reason] of [
      ["moves out", "creator moved out"],
      ["is suspended", "creator suspended"],
    ] as const) {
      const dana = await createPerson("resident", world.tenantId, { unitIds: [world.home.unitB.id] });
      const token = await login(baseUrl(), dana.email);
      const { pin, id } = (await as(token, "POST", "/api/v1/guest-passes", passBody({ maxUses: 5 }))).body?.data
        .guestPass;
      expect((await keypad({ deviceId: world.home.door.id, pin })).status).toBe(201);
      if (leave === "moves out") await testDatabase().unitMembership.deleteMany({ where: { userId: dana.id } });
      else await testDatabase().user.update({ where: { id: dana.id }, data: { status: "suspended" } });
      const before = await wrongCodes();
      const refused = await keypad({ deviceId: world.home.door.id, pin });
      expect(refused.status, leave).toBe(403);
      expect(refused.body?.error).toEqual({ code: "FORBIDDEN", message: `Access denied: ${reason}` });
      expect(
        await testDatabase().accessEvent.findFirstOrThrow({
          where: { guestPassId: id },
          orderBy: { occurredAt: "desc" },
        }),
      ).toMatchObject({ result: "denied", reason, method: "pin" });
      expect((await testDatabase().guestPass.findUniqueOrThrow({ where: { id } })).useCount).toBe(1);
      // The PIN is a real pass's, not a guess: it does not count towards the keypad's lock.
      expect(await wrongCodes()).toBe(before);
    }
  });

  it("opens with the PIN, then refuses it after the resident revokes the pass", async () => {
    const { pin, id } = (await as(alice, "POST", "/api/v1/guest-passes", passBody({ maxUses: 5 }))).body?.data
      .guestPass;
    expect((await keypad({ deviceId: world.home.door.id, pin })).status).toBe(201);
    const revoked = await as(alice, "DELETE", `/api/v1/guest-passes/${id}`);
    expect(revoked.status).toBe(204);
    expect(revoked.headers.get("x-deletion")).toBe("revoked");
    const refused = await keypad({ deviceId: world.home.door.id, pin });
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toMatch(/revoked/);
    expect(
      await testDatabase().accessEvent.count({
        where: { guestPassId: id, result: "denied", reason: "guest pass revoked" },
      }),
    ).toBe(1);
    const past = await as(alice, "GET", "/api/v1/guest-passes?status=past");
    expect(past.body?.guestPasses.find((p: { id: string }) => p.id === id)).toMatchObject({ status: "revoked" });
    // Audited as a staff revocation is, once, with the resident as the actor.
    expect((await as(alice, "DELETE", `/api/v1/guest-passes/${id}`)).status).toBe(204);
    expect(await testDatabase().auditLog.findMany({ where: { targetId: id } })).toEqual([
      expect.objectContaining({
        action: "guest_pass.revoke",
        targetType: "guest_pass",
        actorType: "user",
        actorId: world.alice.id,
        tenantId: world.tenantId,
        data: { unitId: world.home.unitA.id },
      }),
    ]);
  });

  it("refuses an expired pass, a not-yet-valid pass and an unknown PIN, recording each", async () => {
    const { pin, id } = (await as(alice, "POST", "/api/v1/guest-passes", passBody())).body?.data.guestPass;
    await testDatabase().guestPass.update({ where: { id }, data: { validUntil: new Date(Date.now() - 1000) } });
    expect((await keypad({ deviceId: world.home.door.id, pin })).body?.error.message).toMatch(/expired/);
    const later = (
      await as(
        alice,
        "POST",
        "/api/v1/guest-passes",
        passBody({ validFrom: new Date(Date.now() + 600_000).toISOString() }),
      )
    ).body?.data.guestPass;
    expect(later.status).toBe("scheduled");
    expect((await keypad({ deviceId: world.home.door.id, pin: later.pin })).body?.error.message).toMatch(
      /not yet valid/,
    );
    const before = await testDatabase().accessEvent.count({
      where: { deviceId: world.home.door.id, reason: "unknown PIN" },
    });
    const unknownPin = later.pin === "000000" ? "000001" : "000000";
    const unknown = await keypad({ deviceId: world.home.door.id, pin: unknownPin });
    expect(unknown.status).toBe(403);
    expect(
      await testDatabase().accessEvent.count({ where: { deviceId: world.home.door.id, reason: "unknown PIN" } }),
    ).toBe(before + 1);
  });

  it("spends no use at an offline door, which is refused and recorded", async () => {
    const { pin, id } = (await as(alice, "POST", "/api/v1/guest-passes", passBody({ maxUses: 1 }))).body?.data
      .guestPass;
    const refused = await keypad({ deviceId: world.home.offline.id, pin });
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toMatch(/device offline/);
    expect((await testDatabase().guestPass.findUniqueOrThrow({ where: { id } })).useCount).toBe(0);
    expect((await keypad({ deviceId: world.home.door.id, pin })).status).toBe(201);
  });

  it("opens with the QR payload", async () => {
    const { qrPayload } = (await as(alice, "POST", "/api/v1/guest-passes", passBody())).body?.data.guestPass;
    const reply = await keypad({ deviceId: world.home.door.id, qrPayload });
    expect(reply.status).toBe(201);
    expect(reply.body?.data.accessEvent).toMatchObject({ method: "qr", result: "granted" });
  });

  it("refuses a PIN and a QR payload together, or neither, saying what to send", async () => {
    const { pin, qrPayload } = (await as(alice, "POST", "/api/v1/guest-passes", passBody())).body?.data.guestPass;
    for (const body of [{ deviceId: world.home.door.id, pin, qrPayload }, { deviceId: world.home.door.id }]) {
      const reply = await keypad(body);
      expect(reply.status).toBe(400);
      expect(reply.body?.error.details).toEqual([
        { field: expect.any(String), issue: "send deviceId with either pin or qrPayload, not both" },
      ]);
    }
  });

  it("takes the PIN only at the pass's own property, and only from a key of that tenant with devices:write", async () => {
    const { pin } = (await as(alice, "POST", "/api/v1/guest-passes", passBody())).body?.data.guestPass;
    expect((await keypad({ deviceId: world.neighbour.door.id, pin })).body?.error.message).toMatch(/unknown PIN/);
    const otherTenantKey = (await createTestKey(world.otherTenantId, ["devices:write"])).key;
    expect((await keypad({ deviceId: world.home.door.id, pin }, otherTenantKey)).status).toBe(404);
    const readOnly = (await createTestKey(world.tenantId, ["devices:read"])).key;
    expect((await keypad({ deviceId: world.home.door.id, pin }, readOnly)).body?.error.code).toBe("INSUFFICIENT_SCOPE");
    expect((await keypad({ deviceId: world.home.door.id, pin }, "")).status).toBe(401);
    expect(
      (await send(baseUrl(), "POST", "/access/keypad", { bearer: alice, body: { deviceId: world.home.door.id, pin } }))
        .status,
    ).toBe(401);
  });

  it("does not let a resident revoke another resident's pass or see it", async () => {
    const pass = (await as(alice, "POST", "/api/v1/guest-passes", passBody())).body?.data.guestPass;
    const reply = await as(bob, "DELETE", `/api/v1/guest-passes/${pass.id}`);
    expect(reply.status).toBe(404);
    expect((await testDatabase().guestPass.findUniqueOrThrow({ where: { id: pass.id } })).revokedAt).toBeNull();
    const bobs = await as(bob, "GET", "/api/v1/guest-passes");
    expect(bobs.body?.guestPasses.map((p: { id: string }) => p.id)).not.toContain(pass.id);
  });

  it("refuses a unit that is not the resident's, and a window that ends before it starts", async () => {
    expect((await as(alice, "POST", "/api/v1/guest-passes", passBody({ unitId: world.home.unitB.id }))).status).toBe(
      404,
    );
    const backwards = await as(
      alice,
      "POST",
      "/api/v1/guest-passes",
      passBody({ validFrom: inOneHour(), validUntil: new Date().toISOString() }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body?.error.details[0].field).toBe("validUntil");
    expect((await as(alice, "POST", "/api/v1/guest-passes", passBody({ maxUses: 0 }))).status).toBe(400);
  });
});
