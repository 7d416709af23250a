import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { ACCESS_METHODS, CALL_OUTCOMES, CALL_STATUSES } from "./analytic-schemas";
import type { Interval, Range } from "./analytics-range";
import { utcTimestamp as ts } from "../db/utc-timestamp";
import { ceilHour, floorHour, splitRange, wholeHourRows } from "./split-range";
import { sumByValue } from "./sum-by-value";

type Counts = Record<string, number>;

// The shared client or a transaction, so that a caller may read the rollups and the events from one snapshot.
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

// One row per bucket, and first a row with bucketStart null holding the totals of the whole range.
export type AnalyticsRow = {
  bucketStart: Date | null;
  calls: number | null;
  answered: number | null;
  byStatus: Counts | null;
  byOutcome: Counts | null;
  answerRate: number | null;
  medianSecondsToAnswer: number | null;
  doorOpens: number | null;
  byMethod: Counts | null;
  deviceUptime: number | null;
};

export type AnalyticsScope = {
  // Rollup scopes: one property, one tenant, or every tenant.
  scopeIds: string[];
  // The same scope as a query of property ids, for the raw rows at the range's edges.
  properties: Prisma.Sql;
};

const utc = (at: Date) => at.toISOString();
// Whole milliseconds of a fixed SQL interval expression (never user input).
const ms = (interval: string) => Prisma.raw(`round(extract(epoch FROM ${interval}) * 1000)`);

// Device time ends now: [from, until) splits into a head up to the first whole hour, whole hours, and a tail.
function uptimeEdges(from: Date, to: Date, now: Date) {
  const until = new Date(Math.max(from.getTime(), Math.min(to.getTime(), now.getTime())));
  const wholeFrom = ceilHour(from);
  const wholeTo = floorHour(until) > wholeFrom ? floorHour(until) : wholeFrom;
  return {
    until,
    wholeFrom,
    wholeTo,
    headBase: floorHour(from),
    headEnd: wholeFrom < until ? wholeFrom : until,
    tailStart: wholeTo,
  };
}

// Calls, door opens and device uptime per bucket of [from, to). Whole hours come from the hourly
// rollups; the parts of an hour at either edge come from the event rows, so any range stays exact.
// The totals row is keyed '-infinity' so that every join between the parts stays an equality.
export async function queryAnalytics(
  { scopeIds, properties }: AnalyticsScope,
  { from, to }: Range,
  interval: Interval,
  now: Date,
  database: Reader = db(),
): Promise<AnalyticsRow[]> {
  const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(from, to);
  const edges = uptimeEdges(from, to, now);
  const whole = wholeHourRows(wholeFrom, wholeTo, interval);
  return database.$queryRaw<AnalyticsRow[]>`
    WITH params AS (
      SELECT ${interval}::text AS unit, ('1 ' || ${interval}::text)::interval AS step,
        (${utc(from)}::timestamptz AT TIME ZONE 'UTC') AS lower_bound,
        (${utc(to)}::timestamptz AT TIME ZONE 'UTC') AS upper_bound,
        (${utc(now)}::timestamptz AT TIME ZONE 'UTC') AS as_of
    ),
    scope AS (${properties}),
    buckets AS (
      SELECT g.start FROM params r, generate_series(date_trunc(r.unit, r.lower_bound), r.upper_bound, r.step) g(start)
      WHERE g.start < r.upper_bound
      UNION ALL SELECT '-infinity'::timestamp
    ),
    edge_calls AS (
      SELECT c.* FROM calls c JOIN scope s ON s.id = c."propertyId"
      WHERE c."startedAt" >= (${utc(from)}::timestamptz AT TIME ZONE 'UTC') AND c."startedAt" < (${utc(headEnd)}::timestamptz AT TIME ZONE 'UTC')
      UNION ALL
      SELECT c.* FROM calls c JOIN scope s ON s.id = c."propertyId"
      WHERE c."startedAt" >= (${utc(tailStart)}::timestamptz AT TIME ZONE 'UTC') AND c."startedAt" < (${utc(to)}::timestamptz AT TIME ZONE 'UTC')
    ),
    call_facts AS (
      SELECT k.hour, k.status, k.outcome, k.calls, k.answered FROM call_rollups k
      WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND ${whole}
      UNION ALL
      SELECT c."startedAt", c.status::text, coalesce(c.outcome::text, ''), 1, (c."answeredAt" IS NOT NULL)::int FROM edge_calls c
    ),
    call_stats AS (
      SELECT coalesce(date_trunc(r.unit, f.hour), '-infinity') AS start,
        coalesce(sum(f.calls), 0)::int AS calls,
        coalesce(sum(f.answered), 0)::int AS answered,
        ${sumByValue("f.status", "f.calls", CALL_STATUSES)} AS "byStatus",
        ${sumByValue("f.outcome", "f.calls", CALL_OUTCOMES)} AS "byOutcome",
        sum(f.answered)::float8 / nullif(sum(f.calls), 0) AS "answerRate"
      FROM call_facts f CROSS JOIN params r
      GROUP BY GROUPING SETS ((date_trunc(r.unit, f.hour)), ())
    ),
    -- The median interpolates between the middle values, as percentile_cont does, over whole seconds.
    answer_facts AS (
      SELECT k.hour, k.seconds, k.calls FROM answer_time_rollups k
      WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND k.calls <> 0 AND ${whole}
      UNION ALL
      SELECT c."startedAt", round(extract(epoch FROM c."answeredAt" - c."startedAt"))::int, 1 FROM edge_calls c WHERE c."answeredAt" IS NOT NULL
    ),
    answer_counts AS (
      SELECT coalesce(date_trunc(r.unit, f.hour), '-infinity') AS start, f.seconds, sum(f.calls) AS calls
      FROM answer_facts f CROSS JOIN params r
      GROUP BY GROUPING SETS ((date_trunc(r.unit, f.hour), f.seconds), (f.seconds))
    ),
    answer_ranks AS (
      SELECT start, seconds, sum(calls) OVER (PARTITION BY start ORDER BY seconds) AS upto,
        (sum(calls) OVER (PARTITION BY start) - 1) * 0.5 AS middle
      FROM answer_counts WHERE calls > 0
    ),
    answer_medians AS (
      SELECT start, lo + (hi - lo) * frac AS "medianSecondsToAnswer" FROM (
        SELECT start, min(seconds) FILTER (WHERE upto > floor(middle))::float8 AS lo, min(seconds) FILTER (WHERE upto > ceil(middle))::float8 AS hi,
          (max(middle) - floor(max(middle)))::float8 AS frac
        FROM answer_ranks GROUP BY start
      ) m
    ),
    door_facts AS (
      SELECT k.hour, k.method, k.opens FROM door_open_rollups k
      WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND ${whole}
      UNION ALL
      SELECT a."occurredAt", a.method::text, 1 FROM access_events a JOIN scope s ON s.id = a."propertyId"
      WHERE a.result = 'granted'
        AND a."occurredAt" >= (${utc(from)}::timestamptz AT TIME ZONE 'UTC') AND a."occurredAt" < (${utc(headEnd)}::timestamptz AT TIME ZONE 'UTC')
      UNION ALL
      SELECT a."occurredAt", a.method::text, 1 FROM access_events a JOIN scope s ON s.id = a."propertyId"
      WHERE a.result = 'granted'
        AND a."occurredAt" >= (${utc(tailStart)}::timestamptz AT TIME ZONE 'UTC') AND a."occurredAt" < (${utc(to)}::timestamptz AT TIME ZONE 'UTC')
    ),
    door_stats AS (
      SELECT coalesce(date_trunc(r.unit, f.hour), '-infinity') AS start,
        coalesce(sum(f.opens), 0)::int AS "doorOpens",
        ${sumByValue("f.method", "f.opens", ACCESS_METHODS)} AS "byMethod"
      FROM door_facts f CROSS JOIN params r
      GROUP BY GROUPING SETS ((date_trunc(r.unit, f.hour)), ())
    ),
    -- Device time from the uptime rollups: the online and known device counts at the start of the whole
    -- hours, plus each hour's changes; the parts of an hour at the edges step through the status events.
    uptime_bases AS (
      SELECT g.base, coalesce(sum(k.online), 0) AS online, coalesce(sum(k.known), 0) AS known
      FROM (SELECT DISTINCT v.base FROM (VALUES (${ts(edges.headBase)}), (${ts(edges.tailStart)}), (${ts(edges.wholeFrom)})) v(base)) g
      LEFT JOIN device_uptime_rollups k ON k."scopeId" = ANY(${scopeIds}::text[]) AND k.hour < g.base
      GROUP BY g.base
    ),
    whole_changes AS (
      SELECT date_trunc(r.unit, k.hour) AS start, sum(k.online) AS online, sum(k.known) AS known,
        sum(k.online * ${ms("least(date_trunc(r.unit, k.hour) + r.step, w.stop) - k.hour - interval '1 hour'")} + k."onlineMs") AS online_ms,
        sum(k.known * ${ms("least(date_trunc(r.unit, k.hour) + r.step, w.stop) - k.hour - interval '1 hour'")} + k."knownMs") AS known_ms
      FROM device_uptime_rollups k CROSS JOIN params r CROSS JOIN (SELECT ${ts(edges.wholeTo)} AS stop) w
      WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND k.hour >= ${ts(edges.wholeFrom)} AND k.hour < w.stop
      GROUP BY 1
    ),
    whole_buckets AS (
      SELECT b.start, greatest(b.start, w.start) AS since, least(b.start + r.step, w.stop) AS until
      FROM buckets b CROSS JOIN params r CROSS JOIN (SELECT ${ts(edges.wholeFrom)} AS start, ${ts(edges.wholeTo)} AS stop) w
      WHERE b.start > '-infinity' AND b.start + r.step > w.start AND b.start < w.stop
    ),
    whole_time AS (
      SELECT w.start,
        (u.online + coalesce(sum(c.online) OVER earlier, 0)) * ${ms("w.until - w.since")} + coalesce(c.online_ms, 0) AS online_ms,
        (u.known + coalesce(sum(c.known) OVER earlier, 0)) * ${ms("w.until - w.since")} + coalesce(c.known_ms, 0) AS known_ms
      FROM whole_buckets w LEFT JOIN whole_changes c ON c.start = w.start
      JOIN uptime_bases u ON u.base = ${ts(edges.wholeFrom)}
      WINDOW earlier AS (ORDER BY w.start ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
    ),
    -- An edge [since, until) counts from its hour's start (base): the count there, and every change after it.
    edge_parts AS (
      SELECT v.base, v.since, v.until FROM (VALUES
        (${ts(edges.headBase)}, ${ts(from)}, ${ts(edges.headEnd)}),
        (${ts(edges.tailStart)}, ${ts(edges.tailStart)}, ${ts(edges.until)})) v(base, since, until)
      WHERE v.since < v.until
    ),
    edge_steps AS (
      SELECT g.base, e."occurredAt" AS at,
        (e.status = 'online')::int - coalesce((prev.status = 'online')::int, 0) AS online,
        (e.status IN ('online', 'offline'))::int - coalesce((prev.status IN ('online', 'offline'))::int, 0) AS known
      FROM edge_parts g
      JOIN device_status_events e ON e."occurredAt" >= g.base AND e."occurredAt" < g.until
      JOIN devices d ON d.id = e."deviceId" AND d.status <> 'retired'
      JOIN scope s ON s.id = d."propertyId"
      LEFT JOIN LATERAL (
        SELECT p.status FROM device_status_events p WHERE p."deviceId" = e."deviceId" AND (p."occurredAt", p.id) < (e."occurredAt", e.id)
        ORDER BY p."occurredAt" DESC, p.id DESC LIMIT 1
      ) prev ON true
    ),
    edge_time AS (
      SELECT date_trunc(r.unit, g.since) AS start,
        u.online * ${ms("g.until - g.since")} + coalesce((SELECT sum(x.online * (${ms("g.until - greatest(x.at, g.since)")})) FROM edge_steps x
          WHERE x.base = g.base AND x.at < g.until), 0) AS online_ms,
        u.known * ${ms("g.until - g.since")} + coalesce((SELECT sum(x.known * (${ms("g.until - greatest(x.at, g.since)")})) FROM edge_steps x
          WHERE x.base = g.base AND x.at < g.until), 0) AS known_ms
      FROM edge_parts g CROSS JOIN params r JOIN uptime_bases u ON u.base = g.base
    ),
    -- The share of online and offline device time that was online; provisioning and retired time is neither.
    uptime AS (
      SELECT coalesce(t.start, '-infinity') AS start, sum(t.online_ms)::float8 / nullif(sum(t.known_ms), 0)::float8 AS "deviceUptime"
      FROM (SELECT start, online_ms, known_ms FROM whole_time UNION ALL SELECT start, online_ms, known_ms FROM edge_time) t
      GROUP BY GROUPING SETS ((t.start), ())
    )
    SELECT CASE WHEN b.start = '-infinity' THEN NULL ELSE b.start AT TIME ZONE 'UTC' END AS "bucketStart",
      c.calls, c.answered, c."byStatus", c."byOutcome", c."answerRate", m."medianSecondsToAnswer",
      d."doorOpens", d."byMethod", u."deviceUptime"
    FROM buckets b
    LEFT JOIN call_stats c ON c.start = b.start
    LEFT JOIN answer_medians m ON m.start = b.start
    LEFT JOIN door_stats d ON d.start = b.start
    LEFT JOIN uptime u ON u.start = b.start
    ORDER BY b.start`;
}
