import { describe, expect, it } from "vitest";
import type { Prisma } from "../db/generated/client";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const base = Date.UTC(2026, 2, 1, 12);
const at = (minutes: number) => new Date(base + minutes * 60_000);

// A tenant with two properties, two doors, one resident and five access events a minute apart, newest last.
async function createAccessHistory() {
  const tenant = await createTestTenant();
  const database = testDatabase();
  const annex = await database.property.create({
    data: { tenantId: tenant.id, name: "Annex", address: "2 Test Street" },
  });
  const lobby = await database.device.create({
    data: {
      propertyId: tenant.propertyId,
      name: "Lobby door",
      kind: "door_controller",
      serialNumber: `L-${uniqueSuffix()}`,
    },
  });
  const gate = await database.device.create({
    data: { propertyId: annex.id, name: "Annex gate", kind: "door_controller", serialNumber: `G-${uniqueSuffix()}` },
  });
  const resident = await database.user.create({
    data: { tenantId: tenant.id, email: `r-${uniqueSuffix()}@example.test`, name: "Rita Resident", role: "resident" },
  });
  const event = (data: Partial<Prisma.AccessEventUncheckedCreateInput>) =>
    database.accessEvent.create({
      data: {
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        deviceId: lobby.id,
        method: "portal",
        result: "granted",
        ...data,
      },
    });
  const portal = await event({ userId: resident.id, occurredAt: at(0) });
  const denied = await event({
    userId: resident.id,
    method: "app",
    result: "denied",
    reason: "outside the allowed hours",
    occurredAt: at(1),
  });
  const pin = await event({ method: "pin", occurredAt: at(2) });
  const forced = await event({
    propertyId: annex.id,
    deviceId: gate.id,
    method: "device",
    result: "alarm",
    reason: "door.forced",
    occurredAt: at(3),
  });
  const dtmf = await event({ propertyId: annex.id, deviceId: gate.id, method: "dtmf", occurredAt: at(4) });
  return { tenant, annex, lobby, gate, resident, portal, denied, pin, forced, dtmf };
}

const idsOf = (body: { accessEvents: { id: string }[] }) => body.accessEvents.map((event) => event.id);

describe("GET /api/admin/access-events", () => {
  it("lists a tenant's access events in shape A, newest first, with property, door and user names", async () => {
    const history = await createAccessHistory();
    const other = await createAccessHistory();
    const { key } = await createTestKey(history.tenant.id, ["access_events:read"]);
    const list = await adminFetch(key, "GET", "/api/admin/access-events?limit=10");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 5, limit: 10, offset: 0, nextCursor: null });
    expect(idsOf(list.body)).toEqual([
      history.dtmf.id,
      history.forced.id,
      history.pin.id,
      history.denied.id,
      history.portal.id,
    ]);
    expect(list.body.accessEvents[3]).toEqual({
      id: history.denied.id,
      tenantId: history.tenant.id,
      propertyId: history.tenant.propertyId,
      propertyName: "Base property",
      deviceId: history.lobby.id,
      deviceName: "Lobby door",
      userId: history.resident.id,
      userName: "Rita Resident",
      apiKeyId: null,
      guestPassId: null,
      callId: null,
      method: "app",
      result: "denied",
      reason: "outside the allowed hours",
      occurredAt: at(1).toISOString(),
      commandId: null,
      command: null,
    });
    // Another tenant's events, ids and tenant id lead to an empty page, never to its rows.
    expect(JSON.stringify(list.body)).not.toContain(other.tenant.id);
    for (const query of [
      `tenantId=${other.tenant.id}`,
      `propertyId=${other.tenant.propertyId}`,
      `deviceId=${other.lobby.id}`,
      `userId=${other.resident.id}`,
    ]) {
      const response = await adminFetch(key, "GET", `/api/admin/access-events?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toMatchObject({ accessEvents: [], total: 0 });
    }
  });

  it("names the tenant's own people and platform admins, never a user of another tenant", async () => {
    const h = await createAccessHistory();
    const other = await createAccessHistory();
    const database = testDatabase();
    const admin = await database.user.create({
      data: { email: `a-${uniqueSuffix()}@example.test`, name: "Pat Platform", role: "platform_admin" },
    });
    const event = (userId: string, minutes: number) =>
      database.accessEvent.create({
        data: {
          tenantId: h.tenant.id,
          propertyId: h.tenant.propertyId,
          deviceId: h.lobby.id,
          userId,
          method: "admin",
          result: "granted",
          occurredAt: at(minutes),
        },
      });
    const byAdmin = await event(admin.id, 10);
    const foreign = await event(other.resident.id, 11);
    const { key } = await createTestKey(h.tenant.id, ["access_events:read"]);
    const list = await adminFetch(key, "GET", "/api/admin/access-events?limit=2");
    expect(list.status).toBe(200);
    expect(list.body.accessEvents).toMatchObject([
      { id: foreign.id, userId: null, userName: null },
      { id: byAdmin.id, userId: admin.id, userName: "Pat Platform" },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(other.resident.id);
  });

  it("filters by property, device, user, method, result and time, and pages by cursor", async () => {
    const h = await createAccessHistory();
    const { key } = await createTestKey(h.tenant.id, ["access_events:read"]);
    const ids = async (query: string) => {
      const response = await adminFetch(key, "GET", `/api/admin/access-events?${query}`);
      expect(response.status, query).toBe(200);
      return idsOf(response.body);
    };
    expect(await ids(`propertyId=${h.annex.id}`)).toEqual([h.dtmf.id, h.forced.id]);
    expect(await ids(`deviceId=${h.lobby.id}`)).toEqual([h.pin.id, h.denied.id, h.portal.id]);
    expect(await ids(`userId=${h.resident.id}`)).toEqual([h.denied.id, h.portal.id]);
    expect(await ids("method=pin")).toEqual([h.pin.id]);
    expect(await ids("result=alarm")).toEqual([h.forced.id]);
    expect(await ids(`result=granted&deviceId=${h.gate.id}`)).toEqual([h.dtmf.id]);
    expect(await ids(`from=${at(1).toISOString()}&to=${at(3).toISOString()}`)).toEqual([h.pin.id, h.denied.id]);
    expect(await ids(`to=${at(1).toISOString()}`)).toEqual([h.portal.id]);

    const first = await adminFetch(key, "GET", "/api/admin/access-events?limit=2");
    const second = await adminFetch(key, "GET", `/api/admin/access-events?limit=2&cursor=${first.body.nextCursor}`);
    expect([...idsOf(first.body), ...idsOf(second.body)]).toEqual([h.dtmf.id, h.forced.id, h.pin.id, h.denied.id]);

    for (const query of [
      "method=phone",
      "result=open",
      "from=yesterday",
      `from=${at(3).toISOString()}&to=${at(1).toISOString()}`,
      "actorId=x",
    ]) {
      const response = await adminFetch(key, "GET", `/api/admin/access-events?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers the total from the day counts exactly as counting the events, after events change or go", async () => {
    const h = await createAccessHistory();
    const other = await createTestTenant();
    const { key } = await createTestKey(h.tenant.id, ["access_events:read"]);
    const platform = await createTestKey(null, ["access_events:read"]);
    const database = testDatabase();
    // A page of one, so the total is counted rather than read off a short page.
    const total = async (query: string, apiKey = key) => {
      const response = await adminFetch(apiKey, "GET", `/api/admin/access-events?limit=1&${query}`);
      expect(response.status, query).toBe(200);
      return response.body.total;
    };
    // Events in other hours and days, so that a time range takes whole days, whole hours and parts of an hour.
    for (const [minutes, method] of [
      [-150, "app"],
      [-24 * 60 - 20, "portal"],
      [24 * 60 + 300, "portal"],
    ] as const)
      await database.accessEvent.create({
        data: { tenantId: h.tenant.id, propertyId: h.annex.id, method, result: "granted", occurredAt: at(minutes) },
      });
    const range = (from?: number, to?: number): [string, Prisma.AccessEventWhereInput] => [
      [from === undefined ? "" : `from=${at(from).toISOString()}`, to === undefined ? "" : `to=${at(to).toISOString()}`]
        .filter(Boolean)
        .join("&"),
      { occurredAt: { ...(from === undefined ? {} : { gte: at(from) }), ...(to === undefined ? {} : { lt: at(to) }) } },
    ];
    const expectTotals = async () => {
      const cases: [string, Prisma.AccessEventWhereInput][] = [
        range(2, 4),
        range(-2 * 24 * 60 - 30, 3),
        range(-165),
        range(undefined, 1.5),
        range(-7 * 24 * 60, 7 * 24 * 60),
        [`${range(-24 * 60 - 30, 3)[0]}&method=portal`, { ...range(-24 * 60 - 30, 3)[1], method: "portal" }],
        ["", {}],
        [`propertyId=${h.annex.id}`, { propertyId: h.annex.id }],
        ["method=portal", { method: "portal" }],
        ["result=granted", { result: "granted" }],
        [
          `propertyId=${h.tenant.propertyId}&method=app&result=denied`,
          { propertyId: h.tenant.propertyId, method: "app", result: "denied" },
        ],
        [`deviceId=${h.lobby.id}&result=granted`, { deviceId: h.lobby.id, result: "granted" }],
      ];
      for (const [query, where] of cases) {
        const counted = await database.accessEvent.count({ where: { tenantId: h.tenant.id, ...where } });
        expect(await total(query), query).toBe(counted);
        expect(await total(`tenantId=${h.tenant.id}&${query}`, platform.key), query).toBe(counted);
      }
    };
    await expectTotals();
    expect(await total("")).toBe(8);

    await database.accessEvent.update({ where: { id: h.denied.id }, data: { result: "granted", method: "portal" } });
    await database.accessEvent.update({
      where: { id: h.forced.id },
      data: { occurredAt: new Date(base - 3 * 86_400_000) },
    });
    await database.accessEvent.delete({ where: { id: h.pin.id } });
    await database.accessEvent.create({
      data: { tenantId: h.tenant.id, propertyId: h.annex.id, method: "app", result: "denied", occurredAt: at(9) },
    });
    await expectTotals();
    expect(await total("result=denied")).toBe(1);

    // Another tenant's property counts nothing, however it is asked for.
    expect(await total(`offset=1&propertyId=${other.propertyId}`)).toBe(0);

    // The tenant's total is read from its day rows, a range's whole hours from hour rows, a property and the parts of an
    // hour from the events: count rows changed by hand show where they are read, and only there.
    const [days, hours, minutes] = [range(-7 * 24 * 60, 7 * 24 * 60)[0], range(-30, 120)[0], range(0, 30)[0]];
    const before = { all: await total(""), days: await total(days), hours: await total(hours) };
    const [annex, edges] = [await total(`propertyId=${h.annex.id}`), await total(minutes)];
    const raise = (by: number) => [
      database.$executeRaw`UPDATE access_event_counts SET events = events + ${100 * by}
        WHERE "tenantId" = ${h.tenant.id} AND grain = 'day' AND method = 'app' AND result = 'denied'`,
      database.$executeRaw`UPDATE access_event_counts SET events = events + ${10 * by}
        WHERE "tenantId" = ${h.tenant.id} AND grain = 'hour' AND method = 'app' AND result = 'denied'`,
    ];
    await Promise.all(raise(1));
    try {
      expect(await total("")).toBe(before.all + 100);
      expect(await total("result=denied")).toBe(101);
      expect(await total(days)).toBe(before.days + 100);
      expect(await total(hours)).toBe(before.hours + 10);
      expect(await total(`propertyId=${h.annex.id}`)).toBe(annex);
      expect(await total(minutes)).toBe(edges);
    } finally {
      await Promise.all(raise(-1));
    }
  });

  it("is refused without access_events:read, and a platform key names the tenant", async () => {
    const h = await createAccessHistory();
    const { key } = await createTestKey(h.tenant.id, ["calls:read", "audit_logs:read"]);
    const refused = await adminFetch(key, "GET", "/api/admin/access-events");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("INSUFFICIENT_SCOPE");

    const platform = await createTestKey(null, ["access_events:read"]);
    const named = await adminFetch(platform.key, "GET", `/api/admin/access-events?tenantId=${h.tenant.id}`);
    expect(named.body.total).toBe(5);
  });
});
