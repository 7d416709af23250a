import { beforeAll, describe, expect, it } from "vitest";
import type { CallOutcome, CallStatus, DeviceStatus } from "../db/generated/enums";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const at = (time: string) => new Date(`${time}:00.000Z`);
const hour = (h: number) => `2025-03-03T0${h}:00:00.000Z`;

type Fixture = { tenantId: string; propertyId: string; otherPropertyId: string; otherTenantId: string };
let fixture: Fixture;

async function addCall(
  propertyId: string,
  startedAt: string,
  status: CallStatus,
  outcome: CallOutcome | null,
  answerSeconds?: number,
) {
  const started = at(startedAt);
  await testDatabase().call.create({
    data: {
      propertyId,
      carrier: "telnyx",
      carrierCallId: `an-${uniqueSuffix()}`,
      from: "+15550100",
      to: "+15550101",
      status,
      outcome,
      startedAt: started,
      answeredAt: answerSeconds === undefined ? null : new Date(started.getTime() + answerSeconds * 1000),
    },
  });
}

async function addDevice(propertyId: string, status: DeviceStatus, history: [string, DeviceStatus][]) {
  const suffix = uniqueSuffix();
  await testDatabase().device.create({
    data: {
      propertyId,
      name: `Device ${suffix}`,
      kind: "door_controller",
      serialNumber: `AN-${suffix}`,
      status,
      statusEvents: { create: history.map(([time, state]) => ({ status: state, occurredAt: at(time) })) },
    },
  });
}

async function addDoorEvent(
  tenantId: string,
  propertyId: string,
  time: string,
  method: "dtmf" | "app" | "portal" | "pin",
  result: "granted" | "denied",
) {
  await testDatabase().accessEvent.create({ data: { tenantId, propertyId, method, result, occurredAt: at(time) } });
}

// Calls, door events and device histories at known times around Monday 2025-03-03, in property P,
// a second property Q of the same tenant, and another tenant O whose rows must never be counted.
beforeAll(async () => {
  const mine = await createTestTenant();
  const other = await createTestTenant();
  const database = testDatabase();
  const q = await database.property.create({
    data: { tenantId: mine.id, name: "Second property", address: "3 Test Street" },
  });
  const p = mine.propertyId;
  fixture = { tenantId: mine.id, propertyId: p, otherPropertyId: q.id, otherTenantId: other.id };

  await addCall(p, "2025-03-02T23:59", "canceled", null);
  await addCall(p, "2025-03-03T00:10", "completed", "door_opened", 10);
  await addCall(p, "2025-03-03T00:20", "completed", "declined", 20);
  await addCall(p, "2025-03-03T00:40", "no_answer", "unanswered");
  await addCall(p, "2025-03-03T02:15", "completed", "door_opened", 30);
  await addCall(p, "2025-03-03T06:00", "busy", "unanswered");
  await addCall(p, "2025-03-12T09:00", "completed", "door_opened", 40);
  await addCall(q.id, "2025-03-03T02:30", "failed", null);
  await addCall(other.propertyId, "2025-03-03T00:30", "completed", "door_opened", 5);

  await addDoorEvent(mine.id, p, "2025-03-03T00:11", "dtmf", "granted");
  await addDoorEvent(mine.id, p, "2025-03-03T02:05", "app", "granted");
  await addDoorEvent(mine.id, p, "2025-03-03T02:10", "pin", "denied");
  await addDoorEvent(mine.id, p, "2025-03-03T06:00", "app", "granted");
  await addDoorEvent(mine.id, q.id, "2025-03-03T03:30", "portal", "granted");
  await addDoorEvent(other.id, other.propertyId, "2025-03-03T00:15", "app", "granted");
  // Around New York's midnights of Saturday 2025-11-01 (04:00Z, EDT), Sunday 2 (04:00Z) and Monday 3 (05:00Z, EST).
  await addCall(p, "2025-11-02T03:59", "busy", "unanswered");
  await addCall(p, "2025-11-02T04:00", "completed", "door_opened", 10);
  await addCall(p, "2025-11-03T04:59", "completed", "door_opened", 30);
  await addCall(p, "2025-11-03T05:00", "no_answer", "unanswered");
  await addDoorEvent(mine.id, p, "2025-11-02T03:59", "app", "granted");
  await addDoorEvent(mine.id, p, "2025-11-03T05:00", "pin", "granted");

  await addDevice(p, "online", [
    ["2025-03-01T12:00", "online"],
    ["2025-03-02T22:00", "online"],
    ["2025-03-03T01:30", "offline"],
    ["2025-03-03T02:00", "online"],
  ]);
  await addDevice(p, "online", [
    ["2025-03-03T00:30", "offline"],
    ["2025-03-03T01:00", "online"],
  ]);
  await addDevice(p, "retired", [["2025-03-01T00:00", "offline"]]);
  await addDevice(p, "provisioning", []);
  await addDevice(q.id, "online", [
    ["2025-03-02T00:00", "online"],
    ["2025-03-03T03:00", "offline"],
    ["2025-03-03T04:00", "online"],
  ]);
  await addDevice(other.propertyId, "offline", [["2025-03-01T00:00", "offline"]]);
});

const counts = (keys: string[], set: Record<string, number> = {}) =>
  Object.fromEntries(keys.map((key) => [key, set[key] ?? 0]));
const statuses = (set?: Record<string, number>) =>
  counts(["queued", "ringing", "in-progress", "completed", "busy", "no-answer", "failed", "canceled"], set);
const outcomes = (set?: Record<string, number>) => counts(["door_opened", "declined", "unanswered"], set);
const methods = (set?: Record<string, number>) => counts(["app", "portal", "admin", "dtmf", "pin", "qr"], set);

const empty = (deviceUptime: number | null) => ({
  calls: { total: 0, answered: 0, byStatus: statuses(), byOutcome: outcomes() },
  answerRate: null,
  medianSecondsToAnswer: null,
  doorOpens: { total: 0, byMethod: methods() },
  deviceUptime,
});

async function analytics(query: string, key?: string) {
  return adminFetch(
    key ?? (await createTestKey(fixture.tenantId, ["analytics:read"])).key,
    "GET",
    `/api/admin/analytics?${query}`,
  );
}

describe("GET /api/admin/analytics", () => {
  it("answers every hourly bucket of one property, empty ones included, with exact counts, rates, medians and uptime", async () => {
    const response = await analytics(`from=${hour(0)}&to=${hour(6)}&interval=hour&propertyId=${fixture.propertyId}`);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ total: 1 });
    const result = response.body.data.analytics;
    expect(result).toMatchObject({
      from: hour(0),
      to: hour(6),
      interval: "hour",
      timeZone: "UTC",
      propertyId: fixture.propertyId,
    });
    expect(result.series.map((bucket: { bucketStart: string }) => bucket.bucketStart)).toEqual(
      [0, 1, 2, 3, 4, 5].map(hour),
    );
    expect(result.series[0]).toEqual({
      bucketStart: hour(0),
      calls: {
        total: 3,
        answered: 2,
        byStatus: statuses({ completed: 2, "no-answer": 1 }),
        byOutcome: outcomes({ door_opened: 1, declined: 1, unanswered: 1 }),
      },
      answerRate: 2 / 3,
      medianSecondsToAnswer: 15,
      doorOpens: { total: 1, byMethod: methods({ dtmf: 1 }) },
      // One device online all hour, the other known only from 00:30 and offline until 01:00: 60 of 90 minutes.
      deviceUptime: 2 / 3,
    });
    expect(result.series[1]).toEqual({ bucketStart: hour(1), ...empty(0.75) });
    expect(result.series[2]).toMatchObject({
      calls: { total: 1, answered: 1 },
      answerRate: 1,
      medianSecondsToAnswer: 30,
      doorOpens: { total: 1, byMethod: methods({ app: 1 }) },
      deviceUptime: 1,
    });
    for (const h of [3, 4, 5]) expect(result.series[h]).toEqual({ bucketStart: hour(h), ...empty(1) });
    expect(result.totals).toEqual({
      calls: {
        total: 4,
        answered: 3,
        byStatus: statuses({ completed: 3, "no-answer": 1 }),
        byOutcome: outcomes({ door_opened: 2, declined: 1, unanswered: 1 }),
      },
      answerRate: 0.75,
      medianSecondsToAnswer: 20,
      doorOpens: { total: 2, byMethod: methods({ dtmf: 1, app: 1 }) },
      // Online 330 of 360 minutes and 300 of the 330 known ones.
      deviceUptime: expect.closeTo((330 + 300) / (360 + 330), 10),
    });
  });

  it("covers every property of the tenant without propertyId, and the same for a platform key naming the tenant", async () => {
    const { key: platformKey } = await createTestKey(null, ["analytics:read"]);
    for (const [query, key] of [
      [`from=${hour(0)}&to=${hour(6)}&interval=hour`, undefined],
      [`from=${hour(0)}&to=${hour(6)}&interval=hour&tenantId=${fixture.tenantId}`, platformKey],
    ] as const) {
      const result = (await analytics(query, key)).body.data.analytics;
      expect(result.propertyId).toBeNull();
      expect(result.series[2]).toMatchObject({
        calls: { total: 2, answered: 1, byStatus: statuses({ completed: 1, failed: 1 }) },
        answerRate: 0.5,
        medianSecondsToAnswer: 30,
      });
      expect(result.series[3]).toMatchObject({
        doorOpens: { total: 1, byMethod: methods({ portal: 1 }) },
        deviceUptime: expect.closeTo(2 / 3, 10),
      });
      expect(result.series.map((bucket: { deviceUptime: number }) => bucket.deviceUptime)).toEqual([
        expect.closeTo(120 / 150, 10),
        expect.closeTo(5 / 6, 10),
        1,
        expect.closeTo(2 / 3, 10),
        1,
        1,
      ]);
      expect(result.totals).toMatchObject({
        calls: { total: 5, answered: 3 },
        answerRate: 0.6,
        medianSecondsToAnswer: 20,
        doorOpens: { total: 3 },
        deviceUptime: expect.closeTo((330 + 300 + 300) / (360 + 330 + 360), 10),
      });
    }
  });

  it("leaves out a device's time before its first event, per day", async () => {
    const result = (
      await analytics(`from=2025-03-02T00:00:00Z&to=2025-03-05T00:00:00Z&propertyId=${fixture.propertyId}`)
    ).body.data.analytics;
    expect(result.interval).toBe("day");
    expect(result.series).toEqual([
      {
        bucketStart: "2025-03-02T00:00:00.000Z",
        ...empty(1),
        calls: { total: 1, answered: 0, byStatus: statuses({ canceled: 1 }), byOutcome: outcomes() },
        answerRate: 0,
      },
      expect.objectContaining({
        bucketStart: "2025-03-03T00:00:00.000Z",
        calls: expect.objectContaining({ total: 5, answered: 3 }),
        answerRate: 0.6,
        medianSecondsToAnswer: 20,
      }),
      { bucketStart: "2025-03-04T00:00:00.000Z", ...empty(1) },
    ]);
    // Online 1410 of 1440 minutes, and 1380 of the 1410 known from 00:30.
    expect(result.series[1].deviceUptime).toBeCloseTo((1410 + 1380) / (1440 + 1410), 10);
    expect(result.series[1].doorOpens).toEqual({ total: 3, byMethod: methods({ dtmf: 1, app: 2 }) });
  });

  it("starts weekly buckets on Monday and counts only from `from` on", async () => {
    const result = (
      await analytics(
        `from=2025-03-05T00:00:00Z&to=2025-03-20T00:00:00Z&interval=week&propertyId=${fixture.propertyId}`,
      )
    ).body.data.analytics;
    expect(
      result.series.map((bucket: { bucketStart: string; calls: { total: number } }) => [
        bucket.bucketStart,
        bucket.calls.total,
      ]),
    ).toEqual([
      ["2025-03-03T00:00:00.000Z", 0],
      ["2025-03-10T00:00:00.000Z", 1],
      ["2025-03-17T00:00:00.000Z", 0],
    ]);
    expect(result.totals).toMatchObject({ calls: { total: 1 }, medianSecondsToAnswer: 40, deviceUptime: 1 });
  });

  it("defaults to the last 30 days in daily buckets", async () => {
    const result = (await analytics("")).body.data.analytics;
    expect(result.interval).toBe("day");
    expect(Date.parse(result.to) - Date.parse(result.from)).toBe(30 * 24 * 3600 * 1000);
    expect(Math.abs(Date.parse(result.to) - Date.now())).toBeLessThan(60_000);
    expect(result.series.length).toBeGreaterThanOrEqual(30);
    expect(result.series.length).toBeLessThanOrEqual(31);
    // The fixture's rows are from 2025; its devices have stayed online since.
    expect(result.totals).toEqual(empty(1));
  });

  it("never counts another tenant's rows, and answers 404 when its tenant or property is named", async () => {
    const named = await analytics(`from=${hour(0)}&to=${hour(6)}&interval=hour&tenantId=${fixture.otherTenantId}`);
    expect(named.status).toBe(404);
    expect(named.body.error.code).toBe("NOT_FOUND");
    const { key: otherKey } = await createTestKey(fixture.otherTenantId, ["analytics:read"]);
    const theirs = (await analytics(`from=${hour(0)}&to=${hour(6)}&interval=hour`, otherKey)).body.data.analytics;
    expect(theirs.totals).toMatchObject({ calls: { total: 1 }, doorOpens: { total: 1 }, deviceUptime: 0 });
    const hidden = await analytics(`propertyId=${fixture.propertyId}`, otherKey);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("NOT_FOUND");
    expect((await analytics(`propertyId=${fixture.otherPropertyId}&tenantId=${fixture.otherTenantId}`)).status).toBe(
      404,
    );
  });

  it("starts each day at New York's midnight with timeZone, counting the calls either side of it in their own days", async () => {
    const result = (
      await analytics(
        `from=2025-11-01T04:00:00Z&to=2025-11-04T05:00:00Z&timeZone=America/New_York&propertyId=${fixture.propertyId}`,
      )
    ).body.data.analytics;
    expect(result.timeZone).toBe("America/New_York");
    // Sunday 2 November is 25 hours long: the clocks fell back at 06:00Z.
    expect(
      result.series.map((bucket: { bucketStart: string; calls: { total: number } }) => [
        bucket.bucketStart,
        bucket.calls.total,
      ]),
    ).toEqual([
      ["2025-11-01T04:00:00.000Z", 1],
      ["2025-11-02T04:00:00.000Z", 2],
      ["2025-11-03T05:00:00.000Z", 1],
    ]);
    expect(result.series[1]).toMatchObject({ answerRate: 1, medianSecondsToAnswer: 20, doorOpens: { total: 0 } });
    expect(result.series.map((bucket: { doorOpens: { total: number } }) => bucket.doorOpens.total)).toEqual([1, 0, 1]);
    const utc = (await analytics(`from=2025-11-01T04:00:00Z&to=2025-11-04T05:00:00Z&propertyId=${fixture.propertyId}`))
      .body.data.analytics;
    expect(utc.series.map((bucket: { calls: { total: number } }) => bucket.calls.total)).toEqual([0, 2, 2, 0]);
  });

  it("starts local hours and Monday weeks on the zone's clock, and counts the limit in local buckets", async () => {
    const day = `from=2025-11-02T04:00:00Z&to=2025-11-03T05:00:00Z&propertyId=${fixture.propertyId}`;
    const hours = (await analytics(`${day}&interval=hour&timeZone=America/New_York`)).body.data.analytics.series;
    expect(hours).toHaveLength(25);
    expect(hours[0].bucketStart).toBe("2025-11-02T04:00:00.000Z");
    const weeks = (
      await analytics(
        `from=2025-11-02T04:00:00Z&to=2025-11-04T05:00:00Z&interval=week&timeZone=America/New_York&propertyId=${fixture.propertyId}`,
      )
    ).body.data.analytics.series;
    expect(weeks.map((bucket: { bucketStart: string }) => bucket.bucketStart)).toEqual([
      "2025-10-27T04:00:00.000Z",
      "2025-11-03T05:00:00.000Z",
    ]);
    const kolkata = (await analytics(`${day}&timeZone=Asia/Kolkata`)).body.data.analytics.series;
    expect(kolkata.map((bucket: { bucketStart: string }) => bucket.bucketStart)).toEqual([
      "2025-11-01T18:30:00.000Z",
      "2025-11-02T18:30:00.000Z",
    ]);
    expect(kolkata.map((bucket: { calls: { total: number } }) => bucket.calls.total)).toEqual([1, 1]);
    // 2000 UTC hours from midnight UTC hold 2001 hours of UTC+05:30, the first from 23:30Z.
    const from = "2025-01-01T00:00:00.000Z";
    const to = new Date(Date.parse(from) + 2000 * 3600 * 1000).toISOString();
    expect((await analytics(`from=${from}&to=${to}&interval=hour`)).status).toBe(200);
    const tooMany = await analytics(`from=${from}&to=${to}&interval=hour&timeZone=Asia/Kolkata`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: "interval", issue: expect.stringContaining("2000 buckets") }]);
  });

  it("answers a range ending late in 9999 in any zone, its last local day or week ending in the year 10000", async () => {
    const end = "to=9999-12-31T23:59:59.999Z";
    for (const [query, starts] of [
      [
        `from=9999-12-29T12:00:00Z&${end}&timeZone=America/New_York`,
        ["9999-12-29T05:00:00.000Z", "9999-12-30T05:00:00.000Z", "9999-12-31T05:00:00.000Z"],
      ],
      [`from=9999-12-31T00:00:00Z&${end}&interval=week&timeZone=Pacific/Kiritimati`, ["9999-12-26T10:00:00.000Z"]],
      [`from=9999-12-25T00:00:00Z&to=9999-12-31T00:00:00Z&timeZone=Asia/Kathmandu`, ["9999-12-24T18:15:00.000Z"]],
    ] as const) {
      const response = await analytics(query);
      expect(response.status, query).toBe(200);
      const series = response.body.data.analytics.series.map((bucket: { bucketStart: string }) => bucket.bucketStart);
      expect(series.slice(0, starts.length), query).toEqual(starts);
      expect(response.body.data.analytics.totals.calls.total).toBe(0);
    }
  });

  it("answers 400 VALIDATION_ERROR naming timeZone for a zone that does not exist", async () => {
    const response = await analytics("timeZone=Mars/Olympus_Mons");
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_ERROR");
    expect(response.body.error.details).toEqual([{ field: "timeZone", issue: expect.any(String) }]);
  });

  it("allows 2000 buckets and refuses one more", async () => {
    const from = "2025-01-01T00:00:00.000Z";
    const plus = (hours: number) => new Date(Date.parse(from) + hours * 3600 * 1000).toISOString();
    const most = await analytics(`from=${from}&to=${plus(2000)}&interval=hour`);
    expect(most.status).toBe(200);
    expect(most.body.data.analytics.series).toHaveLength(2000);
    const tooMany = await analytics(`from=${from}&to=${plus(2001)}&interval=hour`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: "interval", issue: expect.stringContaining("2000 buckets") }]);
  });

  it.each([
    ["an unknown interval", "interval=month"],
    ["from after to", `from=${hour(6)}&to=${hour(0)}`],
    ["from equal to to", `from=${hour(1)}&to=${hour(1)}`],
    ["a year in hours", "from=2024-01-01T00:00:00Z&to=2025-01-01T00:00:00Z&interval=hour"],
    ["a date that is not ISO", "from=yesterday"],
    ["a date that is not ISO, in a zone", "from=yesterday&timeZone=America/New_York"],
    ["an unknown query parameter", "granularity=day"],
    ["a range from the year 0 by week, in a zone", "from=0000-01-01T00:00:00Z&interval=week&timeZone=America/New_York"],
    ["a range from before the year 0, in a zone", "from=-000001-01-01T00:00:00Z&interval=week&timeZone=Asia/Tokyo"],
  ])("answers 400 VALIDATION_ERROR for %s", async (_name, query) => {
    const response = await analytics(query);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("requires analytics:read", async () => {
    const { key } = await createTestKey(fixture.tenantId, ["stats:read"]);
    const response = await analytics("", key);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("INSUFFICIENT_SCOPE");
  });
});
