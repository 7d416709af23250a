import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { createTestTenant } from "../testing/admin-client";
import { queryAnalyticsFromEvents } from "../testing/reference-analytics";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Interval } from "./analytics-range";
import { queryAnalytics, type AnalyticsRow, type Reader } from "./query-analytics";
import { REBUILD_ROLLUPS_SQL } from "./rebuild-rollups";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

// A bucket without rows reads as zeros either way; everything else must match to the last bit, except
// uptime: the events divide per device and average, the rollups divide the sums once, which on equal
// known time per device is the same number rounded differently (set apart and compared to 12 digits).
const normal = (row: AnalyticsRow) => ({
  ...row,
  deviceUptime: undefined,
  calls: row.calls ?? 0,
  answered: row.answered ?? 0,
  doorOpens: row.doorOpens ?? 0,
});
const zeroless = (counts: Record<string, number> | null) =>
  Object.fromEntries(Object.entries(counts ?? {}).filter(([, n]) => n !== 0));
const comparable = (rows: AnalyticsRow[]) =>
  rows.map(normal).map((row) => ({
    ...row,
    byStatus: zeroless(row.byStatus),
    byOutcome: zeroless(row.byOutcome),
    byMethod: zeroless(row.byMethod),
  }));

function expectSameUptime(rollups: AnalyticsRow[], events: AnalyticsRow[]) {
  expect(rollups.map((row) => row.deviceUptime === null)).toEqual(events.map((row) => row.deviceUptime === null));
  for (const [i, row] of rollups.entries())
    if (row.deviceUptime !== null) expect(row.deviceUptime).toBeCloseTo(events[i].deviceUptime!, 12);
}

const propertiesOf = (scope: { tenantId?: string; propertyId?: string }) =>
  scope.propertyId
    ? Prisma.sql`SELECT p.id FROM properties p WHERE p.id = ${scope.propertyId}`
    : Prisma.sql`SELECT p.id FROM properties p WHERE p."tenantId" = ${scope.tenantId}`;

// Both answers from one snapshot, so that other tests writing meanwhile cannot make them differ.
async function both(
  scope: { tenantId?: string; propertyId?: string },
  from: Date,
  to: Date,
  interval: Interval,
  now: Date,
  timeZone = "UTC",
) {
  return testDatabase().$transaction(
    async (tx) => {
      const properties = propertiesOf(scope);
      const rollups = await queryAnalytics(
        { scopeIds: [scope.propertyId ?? scope.tenantId!], properties, tenants: !scope.propertyId },
        { from, to },
        { interval, timeZone },
        now,
        tx,
      );
      const events = await queryAnalyticsFromEvents(properties, { from, to }, { interval, timeZone }, now, tx);
      expectSameUptime(rollups, events);
      return { rollups: comparable(rollups), events: comparable(events), uptime: rollups.map((r) => r.deviceUptime) };
    },
    { isolationLevel: "RepeatableRead", timeout: 30_000 },
  );
}

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

const ranges: [string, Date, Date, Interval][] = [
  ["the last 30 days by day (the dashboard's default)", ago(30 * DAY), now, "day"],
  ["the last 365 days by week", ago(365 * DAY), now, "week"],
  ["the last 7 days by hour", ago(7 * DAY), now, "hour"],
  [
    "three days from a half-hour offset (+05:30) by hour",
    new Date(
      Date.parse(
        ago(5 * DAY)
          .toISOString()
          .slice(0, 11) + "10:00:00+05:30",
      ),
    ),
    ago(2 * DAY),
    "hour",
  ],
  [
    "from and to inside past days, by day",
    new Date(ago(20 * DAY).getTime() - 7 * HOUR - 13 * 60_000),
    new Date(ago(6 * DAY).getTime() + 47 * 60_000),
    "day",
  ],
  [
    "from and to inside past days, by week",
    new Date(ago(40 * DAY).getTime() - 3 * HOUR - 1000),
    new Date(ago(9 * DAY).getTime() + 5 * HOUR),
    "week",
  ],
  [
    "from and to on quarter hours, by hour",
    new Date(Math.floor(ago(3 * DAY).getTime() / HOUR) * HOUR + 15 * 60_000),
    new Date(Math.floor(ago(DAY).getTime() / HOUR) * HOUR + 45 * 60_000),
    "hour",
  ],
  [
    "whole hours only",
    new Date(Math.floor(ago(10 * DAY).getTime() / DAY) * DAY),
    new Date(Math.floor(ago(3 * DAY).getTime() / DAY) * DAY),
    "day",
  ],
];

// Rows of grain `coarse` (of the scopes `kept` selects) that differ from the sum of their `fine` rows, and call and
// door-open rows whose total is not the sum of their counts.
function grainMismatches(tx: Prisma.TransactionClient, fine: string, coarse: string, kept: Prisma.Sql) {
  return tx.$queryRaw<unknown[]>`
    WITH answers AS (
      SELECT k."scopeId", k.grain, k.hour, u.seconds, u.calls
      FROM answer_time_rollups k CROSS JOIN LATERAL unnest(k.seconds, k.calls) u(seconds, calls)),
    doors AS (
      SELECT k."scopeId", k.grain, k.hour, u.method, u.opens
      FROM door_open_rollups k CROSS JOIN LATERAL unnest(k.methods, k."methodOpens") u(method, opens)),
    calls AS (
      SELECT k."scopeId", k.grain, k.hour, k.calls, k.answered, u.place, u.n
      FROM call_rollups k CROSS JOIN LATERAL unnest(k.counts) WITH ORDINALITY u(n, place)),
    calls_by AS (
      SELECT "scopeId", date_trunc(${coarse}, hour) AS at, place, sum(n) AS n FROM calls WHERE grain = ${fine} AND ${kept}
      GROUP BY 1, 2, 3),
    call_totals_by AS (
      SELECT "scopeId", date_trunc(${coarse}, hour) AS at, sum(calls) AS calls, sum(answered) AS answered
      FROM call_rollups WHERE grain = ${fine} AND ${kept} GROUP BY 1, 2),
    answers_by AS (
      SELECT "scopeId", date_trunc(${coarse}, hour) AS at, seconds, sum(calls) AS calls
      FROM answers WHERE grain = ${fine} AND ${kept} GROUP BY 1, 2, 3),
    doors_by AS (
      SELECT "scopeId", date_trunc(${coarse}, hour) AS at, method, sum(opens) AS opens
      FROM doors WHERE grain = ${fine} AND ${kept} GROUP BY 1, 2, 3)
    SELECT 'calls' AS kind, coalesce(f."scopeId", c."scopeId") AS scope, coalesce(f.at, c.hour) AS at FROM call_totals_by f
      FULL JOIN (SELECT * FROM call_rollups WHERE grain = ${coarse} AND ${kept}) c ON c."scopeId" = f."scopeId" AND c.hour = f.at
      WHERE coalesce(f.calls, 0) <> coalesce(c.calls, 0) OR coalesce(f.answered, 0) <> coalesce(c.answered, 0)
    UNION ALL
    SELECT 'call kinds', coalesce(f."scopeId", c."scopeId"), coalesce(f.at, c.hour) FROM calls_by f
      FULL JOIN (SELECT * FROM calls WHERE grain = ${coarse} AND ${kept}) c
        ON c."scopeId" = f."scopeId" AND c.hour = f.at AND c.place = f.place
      WHERE coalesce(f.n, 0) <> coalesce(c.n, 0)
    UNION ALL
    SELECT 'answers', coalesce(f."scopeId", c."scopeId"), coalesce(f.at, c.hour) FROM answers_by f
      FULL JOIN (SELECT * FROM answers WHERE grain = ${coarse} AND ${kept}) c
        ON c."scopeId" = f."scopeId" AND c.hour = f.at AND c.seconds = f.seconds
      WHERE coalesce(f.calls, 0) <> coalesce(c.calls, 0)
    UNION ALL
    SELECT 'doors', coalesce(f."scopeId", c."scopeId"), coalesce(f.at, c.hour) FROM doors_by f
      FULL JOIN (SELECT * FROM doors WHERE grain = ${coarse} AND ${kept}) c
        ON c."scopeId" = f."scopeId" AND c.hour = f.at AND c.method = f.method
      WHERE coalesce(f.opens, 0) <> coalesce(c.opens, 0)
    UNION ALL
    SELECT 'door totals', k."scopeId", k.hour FROM door_open_rollups k WHERE k.grain IN (${fine}, ${coarse}) AND ${kept}
      AND k.opens <> (SELECT coalesce(sum(x), 0) FROM unnest(k."methodOpens") x)
    UNION ALL
    SELECT 'call totals', k."scopeId", k.hour FROM call_rollups k WHERE k.grain IN (${fine}, ${coarse}) AND ${kept}
      AND k.calls <> (SELECT coalesce(sum(x), 0) FROM unnest(k.counts) x)`;
}

// The demo tenant's last day by hour read through `reader`: "answered", or the failure's code (or message).
const demoDayReport = (reader: unknown) =>
  queryAnalytics(
    { scopeIds: ["demo-tenant"], properties: propertiesOf({ tenantId: "demo-tenant" }), tenants: true },
    { from: ago(DAY), to: now },
    { interval: "hour", timeZone: "UTC" },
    now,
    reader as never,
  ).then(
    () => "answered",
    (error: Error & { code?: string }) => error.code ?? error.message,
  );

describe("analytics from rollups", () => {
  let demoPropertyId: string;
  beforeAll(async () => {
    demoPropertyId = (
      await testDatabase().property.findFirstOrThrow({
        where: { tenantId: "demo-tenant", phoneNumber: "+15005550006" },
      })
    ).id;
  });

  it.each(ranges)("answers the demo tenant exactly as the event tables do: %s", async (_name, from, to, interval) => {
    const { rollups, events, uptime } = await both({ tenantId: "demo-tenant" }, from, to, interval, now);
    expect(events[0].calls).toBeGreaterThan(0);
    expect(uptime[0]).toBeGreaterThan(0);
    expect(uptime[0]).toBeLessThanOrEqual(1);
    expect(rollups).toEqual(events);
  });

  // Zones a whole hour, half an hour (no DST) and half an hour with DST away from UTC.
  const zones = ["America/New_York", "Asia/Kolkata", "Australia/Adelaide"];
  it.each(zones.flatMap((zone) => ranges.slice(0, 5).map((range) => [zone, ...range] as const)))(
    "answers the demo tenant in %s exactly as the event tables do: %s",
    async (zone, _name, from, to, interval) => {
      const { rollups, events } = await both({ tenantId: "demo-tenant" }, from, to, interval, now, zone);
      expect(events[0].calls).toBeGreaterThan(0);
      expect(rollups).toEqual(events);
    },
  );

  it.each(zones)(
    "answers one demo property by local days and hours in %s exactly as the event tables do",
    async (zone) => {
      for (const [from, to, interval] of [
        [ago(30 * DAY), now, "day"],
        [new Date(ago(4 * DAY).getTime() - 17 * 60_000), ago(DAY), "hour"],
      ] as const) {
        const { rollups, events } = await both({ propertyId: demoPropertyId }, from, to, interval, now, zone);
        expect(rollups).toEqual(events);
      }
    },
  );

  it("answers a range inside one hour, around a demo call, exactly as the event tables do", async () => {
    const call = await testDatabase().call.findFirstOrThrow({
      where: { property: { tenantId: "demo-tenant" }, startedAt: { lt: ago(DAY) } },
      orderBy: { startedAt: "desc" },
    });
    const hourStart = Math.floor(call.startedAt.getTime() / HOUR) * HOUR;
    const from = new Date((hourStart + call.startedAt.getTime()) / 2);
    const to = new Date(call.startedAt.getTime() + 1);
    expect(to.getTime()).toBeLessThanOrEqual(hourStart + HOUR);
    for (const scope of [{ tenantId: "demo-tenant" }, { propertyId: call.propertyId }]) {
      const { rollups, events } = await both(scope, from, to, "hour", now);
      expect(events[0].calls).toBeGreaterThan(0);
      expect(rollups).toEqual(events);
    }
  });

  it.each(ranges)("answers one demo property exactly as the event tables do: %s", async (_name, from, to, interval) => {
    const { rollups, events } = await both({ propertyId: demoPropertyId }, from, to, interval, now);
    expect(rollups).toEqual(events);
  });

  it("asks for its measures at once, each on its own connection, two reports' worth at a time, and puts each bucket's answers back together", async () => {
    let [running, most] = [0, 0];
    const reader = {
      $queryRaw: async (query: Prisma.Sql) => {
        most = Math.max(most, ++running);
        try {
          return await testDatabase().$queryRaw(query);
        } finally {
          running--;
        }
      },
    };
    const ask = () =>
      queryAnalytics(
        { scopeIds: ["demo-tenant"], properties: propertiesOf({ tenantId: "demo-tenant" }), tenants: true },
        { from: ago(30 * DAY), to: now },
        { interval: "day", timeZone: "UTC" },
        now,
        reader as never,
      );
    const rows = await ask();
    expect(most).toBe(4);
    const [totals, ...buckets] = rows;
    expect(totals.bucketStart).toBeNull();
    expect(buckets.map((row) => row.bucketStart!.getTime())).toEqual(
      buckets.map((_, i) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (30 - i) * DAY),
    );
    expect(totals.calls).toBeGreaterThan(0);
    expect(buckets.reduce((sum, row) => sum + (row.calls ?? 0), 0)).toBe(totals.calls);
    expect(buckets.reduce((sum, row) => sum + (row.doorOpens ?? 0), 0)).toBe(totals.doorOpens);
    expect(totals.medianSecondsToAnswer).toBeGreaterThan(0);
    expect(totals.deviceUptime).toBeGreaterThan(0);

    // Three reports at once run at most two reports' statements at a time, and each answers every bucket.
    [running, most] = [0, 0];
    const three = await Promise.all([1, 2, 3].map(() => ask()));
    expect(most).toBe(8);
    for (const answer of three) {
      expect(answer.map((row) => row.bucketStart)).toEqual(rows.map((row) => row.bucketStart));
      expect(answer[0].calls).toBeGreaterThan(0);
    }
  });

  it("admits or refuses a report whole: a report refused for a full queue runs none of its statements", async () => {
    const held: Array<() => void> = [];
    let started = 0;
    const reader = {
      $queryRaw: () => {
        started++;
        return new Promise<never[]>((resolve) => held.push(() => resolve([])));
      },
    };
    const ask = () => demoDayReport(reader);
    // Two reports run and 100 wait; then one statement of a running report ends, which frees no report's turn.
    const first = Array.from({ length: 102 }, ask);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(8);
    held.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    const late = ask();
    expect(await late).toBe("SERVICE_UNAVAILABLE");
    while (held.length) {
      held.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(first)).toEqual(first.map(() => "answered"));
    expect(started).toBe(102 * 4);
  });

  it("keeps a failed report's turn until its other statements end, then answers its failure", async () => {
    const held: Array<{ resolve: () => void; reject: () => void }> = [];
    let started = 0;
    const reader = {
      $queryRaw: () => {
        started++;
        return new Promise<never[]>((resolve, reject) =>
          held.push({ resolve: () => resolve([]), reject: () => reject(new Error("statement timeout")) }),
        );
      },
    };
    const ask = () => demoDayReport(reader);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const [failing, second, third] = [ask(), ask(), ask()];
    await tick();
    expect(started).toBe(8);
    // The first report's first statement fails while its three others still hold their connections.
    held.shift()!.reject();
    await tick();
    expect(started).toBe(8);
    for (const statement of held.splice(0, 3)) statement.resolve();
    expect(await failing).toBe("statement timeout");
    await tick();
    expect(started).toBe(12);
    while (held.length) {
      held.shift()!.resolve();
      await tick();
    }
    expect([await second, await third]).toEqual(["answered", "answered"]);
  });

  it("follows inserts, status changes, moves between hours and deletes of calls and access events", async () => {
    const tenant = await createTestTenant();
    const database = testDatabase();
    const second = await database.property.create({
      data: { tenantId: tenant.id, name: "Rollup property", address: "9 Test Street" },
    });
    const base = Math.floor(ago(2 * DAY).getTime() / HOUR) * HOUR;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const calls = [];
    for (let i = 0; i < 12; i++) {
      calls.push(
        await database.call.create({
          data: {
            propertyId: i % 3 ? tenant.propertyId : second.id,
            carrier: "twilio",
            carrierCallId: `ru-${uniqueSuffix()}`,
            from: "+15550100",
            to: "+15550101",
            status: "ringing",
            startedAt: at(i * 17),
          },
        }),
      );
    }
    for (const [i, call] of calls.entries()) {
      if (i % 4 === 0)
        await database.call.update({
          where: { id: call.id },
          data: { status: "in_progress", answeredAt: at(i * 17 + 0.2 + i / 10) },
        });
      if (i % 4 === 0)
        await database.call.update({ where: { id: call.id }, data: { status: "completed", outcome: "door_opened" } });
      if (i % 4 === 1)
        await database.call.update({ where: { id: call.id }, data: { status: "no_answer", outcome: "unanswered" } });
      if (i % 4 === 2) await database.call.update({ where: { id: call.id }, data: { startedAt: at(i * 17 + 90) } });
    }
    await database.call.update({ where: { id: calls[4].id }, data: { answeredAt: at(4 * 17 + 0.75) } });
    await database.call.delete({ where: { id: calls[3].id } });

    const doors = [];
    for (let i = 0; i < 8; i++) {
      doors.push(
        await database.accessEvent.create({
          data: {
            tenantId: tenant.id,
            propertyId: i % 2 ? tenant.propertyId : second.id,
            method: i % 3 ? "app" : "dtmf",
            result: "granted",
            occurredAt: at(i * 23),
          },
        }),
      );
    }
    await database.accessEvent.update({ where: { id: doors[1].id }, data: { result: "denied" } });
    await database.accessEvent.update({ where: { id: doors[2].id }, data: { occurredAt: at(300) } });
    await database.accessEvent.delete({ where: { id: doors[5].id } });

    // The second range's edges fall just after a call in their quarter hour (minutes 17 and 204).
    for (const scope of [{ tenantId: tenant.id }, { propertyId: tenant.propertyId }, { propertyId: second.id }]) {
      for (const interval of ["hour", "day"] as const) {
        for (const [from, to] of [
          [at(-30), at(400)],
          [at(19), at(206)],
        ]) {
          const { rollups, events } = await both(scope, from, to, interval, now);
          expect(rollups).toEqual(events);
        }
      }
    }
    const { rollups } = await both({ tenantId: tenant.id }, at(-30), at(400), "day", now);
    expect(rollups[0]).toMatchObject({ calls: 11, answered: 3, doorOpens: 6, byMethod: { app: 3, dtmf: 3 } });

    // Moves between days, and ranges of whole days, which read the day rows.
    await database.call.update({ where: { id: calls[6].id }, data: { startedAt: at(-DAY / 60_000 + 45) } });
    await database.call.update({ where: { id: calls[8].id }, data: { startedAt: at(DAY / 60_000 - 20) } });
    await database.accessEvent.update({ where: { id: doors[3].id }, data: { occurredAt: at(-2 * (DAY / 60_000)) } });
    await database.call.delete({ where: { id: calls[9].id } });
    for (const scope of [{ tenantId: tenant.id }, { propertyId: tenant.propertyId }, { propertyId: second.id }])
      for (const interval of ["day", "week"] as const) {
        for (const [from, to] of [
          [at(-4 * 24 * 60 - 7), at(2 * 24 * 60 + 11)],
          [at(-3 * 24 * 60 + 50), at(100)],
        ]) {
          const { rollups, events } = await both(scope, from, to, interval, now);
          expect(rollups).toEqual(events);
        }
      }
    const wide = await both({ tenantId: tenant.id }, at(-4 * 24 * 60 - 7), at(2 * 24 * 60 + 11), "day", now);
    expect(wide.rollups[0]).toMatchObject({ calls: 10, doorOpens: 6 });

    // Given no reader, the statements go through the pool (queryRows): the same answers as through Prisma.
    for (const timeZone of ["UTC", "Asia/Kolkata"])
      for (const interval of ["hour", "day"] as const) {
        const ask = (reader?: Reader) =>
          queryAnalytics(
            { scopeIds: [tenant.id], properties: propertiesOf({ tenantId: tenant.id }), tenants: true },
            { from: at(-4 * 24 * 60 - 7), to: at(2 * 24 * 60 + 11) },
            { interval, timeZone },
            now,
            reader,
          );
        const pooled = await ask();
        expect(pooled[0]).toMatchObject({ calls: 10, doorOpens: 6 });
        expect(pooled.filter((row) => row.calls).length).toBeGreaterThan(1);
        expect(pooled).toEqual(await ask(testDatabase()));
      }
  });

  it("recounts from the event tables exactly the rows the triggers keep (the rebuild after a bulk load)", async () => {
    const tables = [
      "call_rollups",
      "answer_time_rollups",
      "door_open_rollups",
      "device_uptime_rollups",
      "access_event_counts",
    ];
    // Every row with a count in it, arrays one row per key, so that rows the triggers left at zero do not count.
    const kept = (schema: string) => ({
      calls: `SELECT k."scopeId", k.grain, k.hour, k.calls, k.answered, u.place, u.n FROM ${schema}.call_rollups k
        CROSS JOIN LATERAL unnest(k.counts) WITH ORDINALITY u(n, place) WHERE u.n <> 0`,
      answers: `SELECT k."scopeId", k.grain, k.hour, u.seconds, u.calls FROM ${schema}.answer_time_rollups k
        CROSS JOIN LATERAL unnest(k.seconds, k.calls) u(seconds, calls)`,
      doors: `SELECT k."scopeId", k.grain, k.hour, k.opens, u.method, u.opens AS "methodOpens" FROM ${schema}.door_open_rollups k
        CROSS JOIN LATERAL unnest(k.methods, k."methodOpens") u(method, opens)`,
      uptime: `SELECT * FROM ${schema}.device_uptime_rollups WHERE online <> 0 OR known <> 0 OR "onlineMs" <> 0 OR "knownMs" <> 0`,
      accessEvents: `SELECT * FROM ${schema}.access_event_counts WHERE events <> 0`,
    });
    const [now, rebuilt] = [kept("public"), kept("pg_temp")];
    const counts = await testDatabase().$transaction(
      async (tx) => {
        // The rebuild writes temporary tables of the same names, which its unqualified names find first.
        for (const table of tables)
          await tx.$executeRawUnsafe(`CREATE TEMP TABLE ${table} (LIKE public.${table} INCLUDING ALL) ON COMMIT DROP`);
        await tx.$executeRawUnsafe(`SET LOCAL search_path = pg_temp, public`);
        for (const statement of REBUILD_ROLLUPS_SQL) await tx.$executeRawUnsafe(statement);
        return tx.$queryRawUnsafe<{ kind: string; rows: number; differing: number }[]>(
          Object.keys(now)
            .map((kind) => {
              const [a, b] = [now[kind as keyof typeof now], rebuilt[kind as keyof typeof now]];
              return `SELECT '${kind}' AS kind, (SELECT count(*)::int FROM (${a}) x) AS rows,
                (SELECT count(*)::int FROM ((${a} EXCEPT ALL ${b}) UNION ALL (${b} EXCEPT ALL ${a})) d) AS differing`;
            })
            .join(" UNION ALL "),
        );
      },
      { isolationLevel: "RepeatableRead", timeout: 60_000 },
    );
    for (const { kind, rows, differing } of counts) {
      expect(rows, kind).toBeGreaterThan(0);
      expect(differing, kind).toBe(0);
    }
  });

  it("keeps every day row equal to the sum of its day's hour rows", async () => {
    const mismatches = await testDatabase().$transaction((tx) => grainMismatches(tx, "hour", "day", Prisma.sql`true`), {
      isolationLevel: "RepeatableRead",
    });
    const [{ days }] = await testDatabase().$queryRaw<{ days: number }[]>`
      SELECT count(*)::int AS days FROM call_rollups WHERE grain = 'day' AND calls > 0`;
    expect(days).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
    // The access event counts likewise, by tenant, method and result (one statement, one snapshot).
    const [events] = await testDatabase().$queryRaw<{ days: number; differing: number }[]>`
      SELECT count(*) FILTER (WHERE d.events > 0)::int AS days,
        count(*) FILTER (WHERE coalesce(h.events, 0) <> coalesce(d.events, 0))::int AS differing
      FROM (
        SELECT "tenantId", date_trunc('day', hour) AS day, method, result, sum(events) AS events
        FROM access_event_counts WHERE grain = 'hour' GROUP BY 1, 2, 3, 4) h
      FULL JOIN (SELECT * FROM access_event_counts WHERE grain = 'day') d
        ON d."tenantId" = h."tenantId" AND d.hour = h.day AND d.method = h.method AND d.result = h.result`;
    expect(events.days).toBeGreaterThan(0);
    expect(events.differing).toBe(0);
  });

  it("keeps every tenant's hour row equal to the sum of its quarter rows, and no quarter rows for a property", async () => {
    const tenants = Prisma.sql`"scopeId" IN (SELECT id FROM tenants)`;
    const mismatches = await testDatabase().$transaction((tx) => grainMismatches(tx, "quarter", "hour", tenants), {
      isolationLevel: "RepeatableRead",
    });
    const [{ quarters, untenanted }] = await testDatabase().$queryRaw<{ quarters: number; untenanted: number }[]>`
      SELECT count(*) FILTER (WHERE calls > 0)::int AS quarters,
        (SELECT count(*)::int FROM (
          SELECT "scopeId" FROM call_rollups WHERE grain = 'quarter' UNION ALL
          SELECT "scopeId" FROM answer_time_rollups WHERE grain = 'quarter' UNION ALL
          SELECT "scopeId" FROM door_open_rollups WHERE grain = 'quarter' UNION ALL
          SELECT "scopeId" FROM device_uptime_rollups WHERE grain = 'quarter') q
          WHERE NOT ${tenants}) AS untenanted
      FROM call_rollups WHERE grain = 'quarter'`;
    expect(quarters).toBeGreaterThan(0);
    expect(untenanted).toBe(0);
    expect(mismatches).toEqual([]);
    // Device time: an hour's changes are its quarters', each quarter's milliseconds carried on to the hour's end.
    const [{ uptimeQuarters, uptimeMismatches }] = await testDatabase().$queryRaw<
      { uptimeQuarters: number; uptimeMismatches: number }[]
    >`
      WITH quarters AS (
        SELECT "scopeId", date_trunc('hour', hour) AS at, sum(online) AS online, sum(known) AS known,
          sum("onlineMs" + online * (3600000 - extract(epoch FROM hour - date_trunc('hour', hour)) * 1000 - 900000)) AS online_ms,
          sum("knownMs" + known * (3600000 - extract(epoch FROM hour - date_trunc('hour', hour)) * 1000 - 900000)) AS known_ms
        FROM device_uptime_rollups WHERE grain = 'quarter' GROUP BY 1, 2)
      SELECT (SELECT count(*)::int FROM device_uptime_rollups WHERE grain = 'quarter' AND online <> 0) AS "uptimeQuarters",
        count(*)::int AS "uptimeMismatches"
      FROM quarters q FULL JOIN (SELECT * FROM device_uptime_rollups WHERE grain = 'hour' AND ${tenants}) h
        ON h."scopeId" = q."scopeId" AND h.hour = q.at
      WHERE (coalesce(q.online, 0), coalesce(q.known, 0), coalesce(q.online_ms, 0), coalesce(q.known_ms, 0))
        <> (coalesce(h.online, 0), coalesce(h.known, 0), coalesce(h."onlineMs", 0), coalesce(h."knownMs", 0))`;
    expect(uptimeQuarters).toBeGreaterThan(0);
    expect(uptimeMismatches).toBe(0);
  });

  it("follows device status histories written in any order, moves, retirements and deletions", async () => {
    const tenant = await createTestTenant();
    const database = testDatabase();
    const second = await database.property.create({
      data: { tenantId: tenant.id, name: "Uptime property", address: "8 Test Street" },
    });
    const base = Math.floor(ago(2 * DAY).getTime() / HOUR) * HOUR;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const devices = [];
    for (let i = 0; i < 6; i++)
      devices.push(
        await database.device.create({
          data: {
            propertyId: i % 2 ? second.id : tenant.propertyId,
            name: `Uptime ${i}`,
            kind: "intercom",
            serialNumber: `UP-${uniqueSuffix()}`,
            status: "online",
          },
        }),
      );
    const [a, b, c, d, retired, deleted] = devices.map((device) => device.id);
    const events = (rows: [string, "online" | "offline", number][]) =>
      database.deviceStatusEvent.createMany({
        data: rows.map(([deviceId, status, minutes]) => ({ deviceId, status, occurredAt: at(minutes) })),
      });
    // Every device starts at the same instant, so that known time is equal and both answers agree.
    await events(devices.map((device) => [device.id, "online", -20]));
    await events([[a, "offline", 35]]);
    await events([[a, "online", 130]]);
    await events([[c, "offline", 200]]);
    await events([[c, "offline", 100]]);
    await events([[c, "online", 150]]);
    await events([
      [d, "offline", 50],
      [d, "online", 80],
      [d, "offline", 80],
      [d, "online", 300],
      [b, "offline", 90],
    ]);
    await events([[b, "online", 61]]);
    await events([
      [retired, "offline", 10],
      [deleted, "offline", 20],
    ]);
    await database.device.update({ where: { id: b }, data: { propertyId: tenant.propertyId } });
    await database.device.update({ where: { id: retired }, data: { status: "retired" } });
    await events([[retired, "online", 40]]);
    await database.device.delete({ where: { id: deleted } });

    const scopes = [{ tenantId: tenant.id }, { propertyId: tenant.propertyId }, { propertyId: second.id }];
    for (const scope of scopes) {
      for (const interval of ["hour", "day"] as const) {
        const { rollups, events: fromEvents, uptime } = await both(scope, at(-30), at(400), interval, now);
        expect(rollups).toEqual(fromEvents);
        expect(uptime[0]).toBeGreaterThan(0);
      }
    }
    // The first property now holds a (offline from minute 35), c and b (moved in), not the retired device.
    const { uptime } = await both({ propertyId: tenant.propertyId }, at(0), at(60), "hour", now);
    expect(uptime[0]).toBeCloseTo((35 + 60 + 60) / 180, 12);

    // The rows the triggers kept equal the rows recounted from the history.
    const scopeIds = [tenant.id, tenant.propertyId, second.id];
    const rows = (reader: Pick<typeof database, "$queryRaw"> = database) =>
      reader.$queryRaw<
        unknown[]
      >`SELECT "scopeId", grain, hour, online, known, "onlineMs", "knownMs" FROM device_uptime_rollups
        WHERE "scopeId" = ANY(${scopeIds}::text[]) AND (online, known, "onlineMs", "knownMs") <> (0, 0, 0, 0)
        ORDER BY "scopeId", grain, hour`;
    const kept = await rows();
    const recounted = await database
      .$transaction(async (tx) => {
        await tx.$executeRaw`DELETE FROM device_uptime_rollups WHERE "scopeId" = ANY(${scopeIds}::text[])`;
        await tx.$queryRaw`SELECT apply_device_uptime(d.id, d."propertyId", 1)::text FROM devices d
          JOIN properties p ON p.id = d."propertyId" WHERE p."tenantId" = ${tenant.id} AND d.status <> 'retired'`;
        throw Object.assign(new Error("rollback"), { rows: await rows(tx) });
      })
      .catch((error: { rows?: unknown[] }) => error.rows);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(recounted);
  });

  // Clock changes: New York falls back at 06:00Z and springs forward at 07:00Z, Adelaide at 16:30Z.
  const changes: [string, string][] = [
    ["America/New_York", "2025-11-02T06:00:00Z"],
    ["America/New_York", "2025-03-09T07:00:00Z"],
    ["Australia/Adelaide", "2025-04-05T16:30:00Z"],
    ["Australia/Adelaide", "2025-10-04T16:30:00Z"],
    ["Asia/Kolkata", "2025-11-02T06:00:00Z"],
  ];
  it.each(changes)(
    "answers local hours, days and weeks in %s around %s exactly as the event tables do",
    async (zone, change) => {
      const tenant = await createTestTenant();
      const database = testDatabase();
      const at = (minutes: number) => new Date(Date.parse(change) + minutes * 60_000);
      const span = Array.from({ length: Math.floor((6 * 24 * 60) / 37) }, (_, i) => -3 * 24 * 60 + i * 37);
      await database.call.createMany({
        data: span.map((minutes, i) => ({
          propertyId: tenant.propertyId,
          carrier: "twilio",
          carrierCallId: `tz-${uniqueSuffix()}`,
          from: "+15550100",
          to: "+15550101",
          status: i % 3 ? "completed" : "no_answer",
          outcome: i % 3 ? "door_opened" : "unanswered",
          startedAt: at(minutes),
          answeredAt: i % 3 ? new Date(at(minutes).getTime() + (3 + (i % 11)) * 1000) : null,
        })),
      });
      await database.accessEvent.createMany({
        data: span.map((minutes, i) => ({
          tenantId: tenant.id,
          propertyId: tenant.propertyId,
          method: i % 2 ? "app" : "pin",
          result: "granted" as const,
          occurredAt: at(minutes + 11),
        })),
      });
      // Every device is known from the same instant, so that both answers weigh the devices alike.
      for (const offset of [0, 29, 53]) {
        const device = await database.device.create({
          data: {
            propertyId: tenant.propertyId,
            name: `Zone ${offset}`,
            kind: "intercom",
            serialNumber: `TZ-${uniqueSuffix()}`,
            status: "online",
          },
        });
        await database.deviceStatusEvent.createMany({
          data: [-5 * 24 * 60, ...span.filter((_, i) => i % 5 === 0).map((minutes) => minutes + offset)].map(
            (minutes, i) => ({ deviceId: device.id, status: i % 2 ? "offline" : "online", occurredAt: at(minutes) }),
          ),
        });
      }
      const ranges: [Date, Date][] = [
        [at(-2 * 24 * 60 - 13), at(24 * 60 + 47)],
        [at(-3 * 24 * 60), at(3 * 24 * 60 - 1)],
      ];
      for (const [from, to] of ranges)
        for (const interval of ["hour", "day", "week"] as const) {
          const { rollups, events, uptime } = await both({ tenantId: tenant.id }, from, to, interval, now, zone);
          expect(events[0].calls).toBeGreaterThan(50);
          expect(uptime[0]).toBeGreaterThan(0);
          expect(rollups).toEqual(events);
        }
    },
  );
});
