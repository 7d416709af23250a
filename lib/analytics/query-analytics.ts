import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ACCESS_METHODS, CALL_OUTCOMES, CALL_STATUSES } from "./analytic-schemas";
import type { Interval, Range } from "./analytics-range";
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

const HOUR = 3600 * 1000;
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR) * HOUR);
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);
const utc = (at: Date) => at.toISOString();

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
  const wholeFrom = ceilHour(from);
  const wholeTo = floorHour(to);
  // Raw rows lie in [from, headEnd) and [tailStart, to); when the range sits inside one hour the tail is empty.
  const headEnd = wholeFrom < to ? wholeFrom : to;
  const tailStart = wholeTo > wholeFrom ? wholeTo : wholeFrom;
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
      WHERE k."scopeId" = ANY(${scopeIds}::text[])
        AND k.hour >= (${utc(wholeFrom)}::timestamptz AT TIME ZONE 'UTC') AND k.hour < (${utc(wholeTo)}::timestamptz AT TIME ZONE 'UTC')
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
      WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND k.calls <> 0
        AND k.hour >= (${utc(wholeFrom)}::timestamptz AT TIME ZONE 'UTC') AND k.hour < (${utc(wholeTo)}::timestamptz AT TIME ZONE 'UTC')
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
      WHERE k."scopeId" = ANY(${scopeIds}::text[])
        AND k.hour >= (${utc(wholeFrom)}::timestamptz AT TIME ZONE 'UTC') AND k.hour < (${utc(wholeTo)}::timestamptz AT TIME ZONE 'UTC')
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
    -- Each status lasts until the device's next event (or now); events before the last one at or before
    -- the range cannot matter, and a device's time before its first event stays unknown.
    raw_intervals AS (
      SELECT e."deviceId", e.status, e."occurredAt" AS since,
        coalesce(lead(e."occurredAt") OVER (PARTITION BY e."deviceId" ORDER BY e."occurredAt", e.id), r.as_of) AS until
      FROM device_status_events e
      JOIN devices d ON d.id = e."deviceId" AND d.status <> 'retired'
      JOIN scope s ON s.id = d."propertyId"
      CROSS JOIN params r
      WHERE e."occurredAt" < r.upper_bound
        AND e."occurredAt" >= coalesce((SELECT max(p."occurredAt") FROM device_status_events p
          WHERE p."deviceId" = e."deviceId" AND p."occurredAt" <= r.lower_bound), '-infinity')
    ),
    status_intervals AS (
      SELECT i."deviceId", i.status, greatest(i.since, r.lower_bound) AS since, least(i.until, r.upper_bound) AS until
      FROM raw_intervals i CROSS JOIN params r
      WHERE i.until > r.lower_bound AND i.since < r.upper_bound AND i.until > i.since
    ),
    -- Provisioning and retired time is neither up nor down, so only online and offline time is known time.
    device_time AS (
      SELECT g.start, i."deviceId",
        coalesce(sum(extract(epoch FROM least(i.until, g.stop) - greatest(i.since, g.start))) FILTER (WHERE i.status = 'online'), 0) AS online,
        coalesce(sum(extract(epoch FROM least(i.until, g.stop) - greatest(i.since, g.start))) FILTER (WHERE i.status IN ('online', 'offline')), 0) AS known
      FROM status_intervals i CROSS JOIN params r
      CROSS JOIN LATERAL (
        SELECT b AS start, b + r.step AS stop FROM generate_series(date_trunc(r.unit, i.since), i.until, r.step) b WHERE b < i.until
        UNION ALL SELECT '-infinity'::timestamp, 'infinity'::timestamp
      ) g
      GROUP BY g.start, i."deviceId"
    ),
    uptime AS (
      SELECT start, avg(online / known)::float8 AS "deviceUptime" FROM device_time WHERE known > 0 GROUP BY start
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
