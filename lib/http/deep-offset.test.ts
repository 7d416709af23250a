import { beforeAll, describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { SEEK_FROM_OFFSET, type Stretch } from "./read-keyset-page";
import { utcTimestamp as ts } from "../db/utc-timestamp";
import { findAccessEventStretch } from "../access-events/count-access-events";
import type { ListAccessEventsQuery } from "../access-events/access-event-list-schemas";
import { findCallStretch } from "../calls/count-calls";
import type { ListCallsQuery } from "../calls/call-schemas";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const ROWS = SEEK_FROM_OFFSET + 40;
const CALLS = SEEK_FROM_OFFSET + 300;

let key: string;
let tenantId: string;
let propertyId: string;
let eventsStart: Date;
let callsStart: Date;

// A tenant with a little over SEEK_FROM_OFFSET users and units, and calls enough that each filter below keeps more than
// that, their sort values tied in runs (names used 7 times, calls starting in threes at one instant) and the calls
// spread over 5 days, so deep pages start mid-tie and mid-hour.
beforeAll(async () => {
  const tenant = await createTestTenant();
  ({ id: tenantId, propertyId } = tenant);
  key = (await createTestKey(tenantId)).key;
  const database = testDatabase();
  const suffix = uniqueSuffix();
  await database.user.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      name: `Deep ${String(n % 150).padStart(3, "0")}`,
      email: `deep-${n}-${suffix}@example.test`,
      role: "resident" as const,
    })),
  });
  await database.unit.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({ propertyId, label: `U${n}`, directoryCode: `${n}` })),
  });
  eventsStart = new Date(Date.now() - 3 * DAY);
  await database.accessEvent.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      propertyId,
      method: "app" as const,
      result: n % 4 ? ("granted" as const) : ("denied" as const),
      occurredAt: new Date(eventsStart.getTime() + Math.floor(n / 4) * 60_000),
    })),
  });
  await database.auditLog.createMany({
    data: Array.from({ length: ROWS }, (_, n) => ({
      tenantId,
      actorType: "system" as const,
      action: "deep.test",
      targetType: "tenant",
      targetId: tenantId,
      createdAt: new Date(Date.now() - 2 * DAY + Math.floor(n / 2) * 1000),
    })),
  });
  callsStart = new Date(Date.now() - 5 * DAY);
  const start = callsStart.getTime();
  await database.call.createMany({
    data: Array.from({ length: CALLS }, (_, n) => ({
      propertyId,
      carrier: n % 2 ? ("twilio" as const) : ("telnyx" as const),
      carrierCallId: `deep-${n}-${suffix}`,
      from: "+15550100",
      to: "+15550101",
      status: n % 5 ? ("completed" as const) : ("busy" as const),
      startedAt: new Date(start + Math.floor(n / 3) * Math.floor((5 * DAY) / CALLS) * 3),
    })),
  });
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
const onTheHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

// Every few offsets of a list and its last ones: the stretch the counts name holds the row plain OFFSET finds there,
// and an offset past the end names none or an empty one.
async function expectStretches(
  count: number,
  find: (skip: number) => Promise<Stretch | null | undefined>,
  row: (skip: number, within?: Stretch["within"]) => Promise<{ id: string }[]>,
) {
  for (const skip of [
    ...Array.from({ length: Math.ceil(count / 23) }, (_, n) => n * 23),
    count - 1,
    count,
    count + 9,
  ]) {
    const stretch = await find(skip);
    expect(stretch, `offset ${skip}`).not.toBeUndefined();
    const expected = await row(skip);
    const found = stretch ? await row(skip - stretch.newer, stretch.within) : [];
    expect(ids(found), `offset ${skip} of ${count}`).toEqual(ids(expected));
    if (skip < count) expect(found).toHaveLength(1);
  }
}

describe("deep offsets", () => {
  it("answers a page past SEEK_FROM_OFFSET with the rows plain OFFSET gives, ties and the last page included", async () => {
    const users = { tenantId };
    const usersOrder = [{ name: "asc" as const }, { id: "asc" as const }];
    for (const [offset, limit] of [
      [SEEK_FROM_OFFSET, 25],
      [SEEK_FROM_OFFSET + 7, 50],
      [SEEK_FROM_OFFSET - 3, 10],
    ]) {
      const page = await adminFetch(key, "GET", `/api/admin/users?limit=${limit}&offset=${offset}`);
      const expected = await testDatabase().user.findMany({
        where: users,
        orderBy: usersOrder,
        skip: offset,
        take: limit,
      });
      expect(ids(page.body.users)).toEqual(ids(expected));
      expect(page.body.total).toBe(ROWS);
    }
    const units = await adminFetch(key, "GET", `/api/admin/units?limit=30&offset=${SEEK_FROM_OFFSET + 5}`);
    const expectedUnits = await testDatabase().unit.findMany({
      where: { propertyId },
      orderBy: [{ label: "asc" }, { id: "asc" }],
      skip: SEEK_FROM_OFFSET + 5,
      take: 30,
    });
    expect(ids(units.body.units)).toEqual(ids(expectedUnits));
  });

  it("pages deep into access events and audit logs as plain OFFSET does", async () => {
    const offset = SEEK_FROM_OFFSET + 3;
    // Mid-minute and on the last page, so the hour the counts name is entered part way and left short.
    for (const skip of [offset, ROWS - 7]) {
      const events = await adminFetch(key, "GET", `/api/admin/access-events?limit=20&offset=${skip}`);
      const expectedEvents = await testDatabase().accessEvent.findMany({
        where: { tenantId },
        orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
        skip,
        take: 20,
      });
      expect(ids(events.body.accessEvents), `offset ${skip}`).toEqual(ids(expectedEvents));
      expect(expectedEvents.length).toBeGreaterThan(0);
    }
    const logs = await adminFetch(key, "GET", `/api/admin/audit-logs?limit=20&offset=${offset}&action=deep.test`);
    const expectedLogs = await testDatabase().auditLog.findMany({
      where: { tenantId, action: "deep.test" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: offset,
      take: 20,
    });
    expect(ids(logs.body.auditLogs)).toEqual(ids(expectedLogs));
    expect(expectedLogs).toHaveLength(20);
  });

  it.each([
    ["every call (the hour from the rollups)", "", {}],
    ["one status (the hour from the rollups)", "&status=completed", { status: "completed" as const }],
    [
      "a time range (whole hours from the rollups)",
      `&from=${new Date(Date.now() - 6 * DAY).toISOString()}`,
      { startedAt: { gte: new Date(Date.now() - 6 * DAY) } },
    ],
  ])("pages deep into the calls: %s", async (_name, filter, where) => {
    const total = await testDatabase().call.count({ where: { propertyId, ...where } });
    const offset = SEEK_FROM_OFFSET + 1;
    expect(total).toBeGreaterThan(offset + 20);
    const page = await adminFetch(
      key,
      "GET",
      `/api/admin/calls?propertyId=${propertyId}&limit=50&offset=${offset}${filter}`,
    );
    const expected = await testDatabase().call.findMany({
      where: { propertyId, ...where },
      orderBy: [{ startedAt: "desc" }, { id: "asc" }],
      skip: offset,
      take: 50,
    });
    expect(page.status).toBe(200);
    expect(ids(page.body.calls)).toEqual(ids(expected));
    expect(page.body.total).toBe(total);
  });

  it("names the hour of any offset in a time range, with its edges inside an hour, on one side or on the hour", async () => {
    const t0 = eventsStart;
    const events = [
      { from: after(t0, 37.5 * 60_000), to: after(t0, 200.25 * 60_000) },
      { from: after(t0, 37.5 * 60_000) },
      { to: after(t0, 200.25 * 60_000) },
      {},
      { from: after(t0, 10 * 60_000), to: after(t0, 40 * 60_000) },
      { from: after(onTheHour(t0), 2 * HOUR), to: after(onTheHour(t0), 4 * HOUR) },
      { from: after(t0, 37.5 * 60_000), result: "denied" as const },
    ];
    for (const { from, to, ...filter } of events) {
      const where = { tenantId, ...filter, occurredAt: { gte: from, lt: to } };
      const query = { ...filter, from: from?.toISOString(), to: to?.toISOString() } as ListAccessEventsQuery;
      await expectStretches(
        await testDatabase().accessEvent.count({ where }),
        (skip) => findAccessEventStretch(query, tenantId, skip),
        (skip, within) =>
          testDatabase().accessEvent.findMany({
            where: { AND: [where, { occurredAt: within ?? {} }] },
            orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
            skip,
            take: 1,
          }),
      );
    }
    const calls = [
      { from: after(callsStart, 1.3 * DAY), to: after(callsStart, 3.7 * DAY) },
      { from: after(callsStart, 1.3 * DAY), status: "completed" as const },
      { to: after(callsStart, 2.1 * DAY), propertyId },
      { from: after(onTheHour(callsStart), 24 * HOUR), to: after(onTheHour(callsStart), 72 * HOUR) },
    ];
    for (const { from, to, ...filter } of calls) {
      const where = { property: { tenantId }, ...filter, startedAt: { gte: from, lt: to } };
      const query = { ...filter, from: from?.toISOString(), to: to?.toISOString() } as ListCallsQuery;
      await expectStretches(
        await testDatabase().call.count({ where }),
        (skip) => findCallStretch(query, tenantId, skip),
        (skip, within) =>
          testDatabase().call.findMany({
            where: { AND: [where, { startedAt: within ?? {} }] },
            orderBy: [{ startedAt: "desc" }, { id: "asc" }],
            skip,
            take: 1,
          }),
      );
    }
  });

  it("walks to a deep row from the hour the counts name", async () => {
    // Counts changed by hand move the page: a page read from the start would not.
    const database = testDatabase();
    const offset = SEEK_FROM_OFFSET + 3;
    const page = async (path: string) => ids((await adminFetch(key, "GET", path)).body.accessEvents ?? []);
    const plain = (skip: number) =>
      database.accessEvent.findMany({
        where: { tenantId },
        orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
        skip,
        take: 20,
      });
    const newest = onTheHour(after(eventsStart, Math.floor((ROWS - 1) / 4) * 60_000));
    const shift = (by: number) => database.$executeRaw`UPDATE access_event_counts SET events = events + ${by}
      WHERE "tenantId" = ${tenantId} AND method = 'app' AND result = 'granted'
        AND ((grain = 'hour' AND hour = ${ts(newest)}) OR (grain = 'day' AND hour = date_trunc('day', ${ts(newest)})))`;
    expect(await page(`/api/admin/access-events?limit=20&offset=${offset}`)).toEqual(ids(await plain(offset)));
    await shift(5);
    try {
      expect(await page(`/api/admin/access-events?limit=20&offset=${offset}`)).toEqual(ids(await plain(offset - 5)));
    } finally {
      await shift(-5);
    }
    // Days whose hour rows hold fewer events than they do name no hour: the page is walked from the newest event.
    const hide = (from: string, to: string) =>
      database.$executeRaw`UPDATE access_event_counts SET grain = ${to} WHERE "tenantId" = ${tenantId} AND grain = ${from}`;
    await hide("hour", "hidden");
    try {
      expect(await page(`/api/admin/access-events?limit=20&offset=${offset}`)).toEqual(ids(await plain(offset)));
    } finally {
      await hide("hidden", "hour");
    }
  });

  it("walks to a deep call of a time range from the hour the counts name", async () => {
    // The newest hour's rows raised by hand move the page, as they do for access events above.
    const database = testDatabase();
    const from = after(callsStart, 0.1 * DAY);
    const offset = SEEK_FROM_OFFSET + 1;
    const page = async () =>
      ids(
        (await adminFetch(key, "GET", `/api/admin/calls?limit=20&offset=${offset}&from=${from.toISOString()}`)).body
          .calls,
      );
    const plain = async (skip: number) =>
      ids(
        await database.call.findMany({
          where: { property: { tenantId }, startedAt: { gte: from } },
          orderBy: [{ startedAt: "desc" }, { id: "asc" }],
          skip,
          take: 20,
        }),
      );
    const [newest] = await database.$queryRaw<{ hour: Date }[]>`
      SELECT hour FROM call_rollups WHERE "scopeId" = ${tenantId} AND grain = 'hour' ORDER BY hour DESC LIMIT 1`;
    const shift = (by: number) => database.$executeRaw`UPDATE call_rollups SET calls = calls + ${by}
      WHERE "scopeId" = ${tenantId} AND ((grain = 'hour' AND hour = ${ts(newest.hour)})
        OR (grain = 'day' AND hour = date_trunc('day', ${ts(newest.hour)})))`;
    expect(await plain(offset)).toHaveLength(20);
    expect(await page()).toEqual(await plain(offset));
    expect(await shift(7)).toBe(2);
    try {
      expect(await page()).toEqual(await plain(offset - 7));
    } finally {
      await shift(-7);
    }
  });

  it("answers an offset past the end with no rows, the total and no cursor", async () => {
    for (const path of [
      `/api/admin/calls?propertyId=PROPERTY&offset=${CALLS}`,
      `/api/admin/calls?propertyId=PROPERTY&offset=${ROWS + 5000}&status=busy`,
      `/api/admin/users?offset=${ROWS + 1}`,
    ]) {
      const page = await adminFetch(key, "GET", path.replace("PROPERTY", propertyId));
      const [plural] = Object.keys(page.body).filter((name) => Array.isArray(page.body[name]));
      expect(page.body[plural]).toEqual([]);
      expect(page.body.nextCursor).toBeNull();
      expect(page.body.total).toBe(path.includes("busy") ? CALLS / 5 : path.includes("calls") ? CALLS : ROWS);
    }
  });
});
