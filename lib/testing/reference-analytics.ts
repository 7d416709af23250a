import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { countByValue } from "../stats/count-by-value";
import { ACCESS_METHODS, CALL_OUTCOMES, CALL_STATUSES } from "../analytics/analytic-schemas";
import type { Interval, Range } from "../analytics/analytics-range";
import type { AnalyticsRow, Reader } from "../analytics/query-analytics";

// The start of the bucket holding a UTC timestamp, by PostgreSQL's own zone rules: date_trunc in the zone for days
// and weeks, and for hours the time since the zone's clock last showed a whole hour taken off.
const bucketOf = (column: string) =>
  Prisma.raw(`CASE WHEN r.unit = 'hour'
    THEN ${column} - (${column} AT TIME ZONE 'UTC' AT TIME ZONE r.zone - date_trunc('hour', ${column} AT TIME ZONE 'UTC' AT TIME ZONE r.zone))
    ELSE date_trunc(r.unit, ${column} AT TIME ZONE 'UTC', r.zone) AT TIME ZONE 'UTC' END`);

// The analytics query as it ran before the rollups, straight from the event tables: the reference
// the rollup answers are tested against.
// The totals row is keyed '-infinity' so that every join between the parts stays an equality.
export async function queryAnalyticsFromEvents(
  properties: Prisma.Sql,
  { from, to }: Range,
  { interval, timeZone }: { interval: Interval; timeZone: string },
  now: Date,
  database: Reader = db(),
): Promise<AnalyticsRow[]> {
  return database.$queryRaw<AnalyticsRow[]>`
    WITH params AS (
      SELECT ${interval}::text AS unit, ${timeZone}::text AS zone,
        (${from.toISOString()}::timestamptz AT TIME ZONE 'UTC') AS lower_bound,
        (${to.toISOString()}::timestamptz AT TIME ZONE 'UTC') AS upper_bound,
        (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') AS as_of
    ),
    scope AS (${properties}),
    -- Every bucket is at least half an hour long, so a quarter-hour grid and the range's last instant meet them all.
    bucket_spans AS (
      SELECT start, coalesce(lead(start) OVER (ORDER BY start), 'infinity') AS stop FROM (
        SELECT DISTINCT ${bucketOf("g.at")} AS start FROM params r,
          LATERAL (SELECT generate_series(r.lower_bound, r.upper_bound, interval '15 minutes')
            UNION ALL SELECT r.upper_bound - interval '1 microsecond') g(at)
        WHERE g.at < r.upper_bound
      ) b
    ),
    buckets AS (SELECT start FROM bucket_spans UNION ALL SELECT '-infinity'::timestamp),
    call_stats AS (
      SELECT coalesce(${bucketOf('c."startedAt"')}, '-infinity') AS start,
        count(*)::int AS calls,
        count(c."answeredAt")::int AS answered,
        ${countByValue("c.status", CALL_STATUSES)} AS "byStatus",
        ${countByValue("c.outcome", CALL_OUTCOMES)} AS "byOutcome",
        count(c."answeredAt")::float8 / nullif(count(*), 0) AS "answerRate",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c."answeredAt" - c."startedAt")::float8)
          FILTER (WHERE c."answeredAt" IS NOT NULL) AS "medianSecondsToAnswer"
      FROM calls c JOIN scope s ON s.id = c."propertyId" CROSS JOIN params r
      WHERE c."startedAt" >= r.lower_bound AND c."startedAt" < r.upper_bound
      GROUP BY GROUPING SETS ((${bucketOf('c."startedAt"')}), ())
    ),
    door_stats AS (
      SELECT coalesce(${bucketOf('a."occurredAt"')}, '-infinity') AS start,
        count(*)::int AS "doorOpens",
        ${countByValue("a.method", ACCESS_METHODS)} AS "byMethod"
      FROM access_events a JOIN scope s ON s.id = a."propertyId" CROSS JOIN params r
      WHERE a.result = 'granted' AND a."occurredAt" >= r.lower_bound AND a."occurredAt" < r.upper_bound
      GROUP BY GROUPING SETS ((${bucketOf('a."occurredAt"')}), ())
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
      FROM status_intervals i
      JOIN (SELECT start, stop FROM bucket_spans UNION ALL SELECT '-infinity', 'infinity') g
        ON g.start < i.until AND g.stop > i.since
      GROUP BY g.start, i."deviceId"
    ),
    uptime AS (
      SELECT start, avg(online / known)::float8 AS "deviceUptime" FROM device_time WHERE known > 0 GROUP BY start
    )
    SELECT CASE WHEN b.start = '-infinity' THEN NULL ELSE b.start AT TIME ZONE 'UTC' END AS "bucketStart",
      c.calls, c.answered, c."byStatus", c."byOutcome", c."answerRate", c."medianSecondsToAnswer",
      d."doorOpens", d."byMethod", u."deviceUptime"
    FROM buckets b
    LEFT JOIN call_stats c ON c.start = b.start
    LEFT JOIN door_stats d ON d.start = b.start
    LEFT JOIN uptime u ON u.start = b.start
    ORDER BY b.start`;
}
