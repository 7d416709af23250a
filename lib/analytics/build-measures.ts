import { Prisma } from "../db/generated/client";
import { ACCESS_METHODS } from "./analytic-schemas";
import { sumsByKind } from "./call-kinds";
import {
  epochMilliseconds as epochs,
  fromEpochMilliseconds as at,
  numberArray,
  utcTimestamp as ts,
  utcTimestamps as stamps,
} from "../db/utc-timestamp";
import { floorHour } from "./split-range";
import type { splitBuckets } from "./split-buckets";
import { sumByKey } from "./sum-by-value";

type Split = ReturnType<typeof splitBuckets>;

// Whole milliseconds of a fixed SQL interval expression, or since the epoch of a timestamp one (never user input).
const ms = (interval: string) => Prisma.raw(`round(extract(epoch FROM ${interval}) * 1000)`);
// The start of the bucket holding a timestamp column: a binary search of the sorted bucket bounds.
const bucketOf = (column: string) => Prisma.raw(`r.bounds[width_bucket(${column}, r.bounds)]`);

// One measure's statement: its CTEs, the last of which holds a row per bucket keyed by the bucket's start and the
// totals row keyed '-infinity' (so that every join inside stays an equality), answered with the start in whole epoch
// milliseconds: the number the buckets are keyed by, with no Date to parse per row (rounded, as PostgreSQL before 14
// extracts the epoch as float8).
type Measure = { ctes: Prisma.Sql; last: string; columns: string };
const CALL_COLUMNS = 'calls, answered, "byKind", "answerRate"';
function measureQuery({ ctes, last, columns }: Measure): Prisma.Sql {
  return Prisma.sql`WITH ${ctes}
    SELECT CASE WHEN x.start = '-infinity' THEN NULL ELSE ${ms("x.start")}::float8 END AS "bucketStart", ${Prisma.raw(columns)}
    FROM ${Prisma.raw(last)} x`;
}

// What the count measures share: the bucket bounds, the scope's properties, the rollup and event-row pieces, and
// the calls of the event-row pieces.
function lists(bounds: Date[], { rollups, raw }: Split, properties: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`params AS (SELECT ${stamps(bounds)} AS bounds),
    scope AS (${properties}),
    rollup_pieces AS (
      SELECT p.grain, ${at("p.since")} AS since, ${at("p.until")} AS until, p.sign, ${at("p.bucket")} AS bucket
      FROM unnest(${rollups.map((p) => p.grain)}::text[], ${epochs(rollups.map((p) => p.since))},
        ${epochs(rollups.map((p) => p.until))}, ${numberArray(rollups.map((p) => p.sign))}::int[], ${epochs(rollups.map((p) => p.bucket))})
        p(grain, since, until, sign, bucket)
    ),
    raw_pieces AS (
      SELECT ${at("p.since")} AS since, ${at("p.until")} AS until
      FROM unnest(${epochs(raw.map((p) => p.since))}, ${epochs(raw.map((p) => p.until))}) p(since, until)
    ),
    edge_calls AS (
      SELECT c.* FROM raw_pieces p CROSS JOIN LATERAL (
        SELECT c.* FROM calls c WHERE c."startedAt" >= p.since AND c."startedAt" < p.until
          AND c."propertyId" IN (SELECT id FROM scope) OFFSET 0) c
    )`;
}

// Calls by status and outcome: each bucket's sum at every place of the rollup rows' counts (an event row's call one
// place's 1), as text the app reads (countsByKind), which costs the statement less than building objects.
const callStats = (scopeIds: string[]) => Prisma.sql`call_facts AS (
      SELECT coalesce(p.bucket, k.hour) AS hour, p.sign, k.calls, k.answered, k.counts FROM rollup_pieces p CROSS JOIN LATERAL (
        SELECT * FROM call_rollups k WHERE k."scopeId" = ANY(${scopeIds}::text[])
          AND k.grain = p.grain AND k.hour >= p.since AND k.hour < p.until OFFSET 0) k
      UNION ALL
      SELECT c."startedAt", 1, 1, (c."answeredAt" IS NOT NULL)::int, call_kind_counts(call_kind(c.status::text, c.outcome::text), 1)
      FROM edge_calls c
    ),
    -- Bucketed apart (OFFSET 0): sorting for the grouping would otherwise carry the bounds array on every row.
    call_buckets AS (SELECT ${bucketOf("f.hour")} AS bucket, f.* FROM call_facts f CROSS JOIN params r OFFSET 0),
    call_stats AS (
      SELECT coalesce(f.bucket, '-infinity') AS start,
        coalesce(sum(f.calls * f.sign), 0)::int AS calls,
        coalesce(sum(f.answered * f.sign), 0)::int AS answered,
        array_to_string(${Prisma.raw(sumsByKind((place) => `sum(f.counts[${place}] * f.sign)`))}, ',', '0') AS "byKind",
        sum(f.answered * f.sign)::float8 / nullif(sum(f.calls * f.sign), 0) AS "answerRate"
      FROM call_buckets f
      GROUP BY GROUPING SETS ((f.bucket), ())
    )`;

// Each bucket's answer-time histograms as text the app merges and takes the median of (addHistogramText): a rollup
// row's "sign;seconds;calls" (its two arrays, comma-separated), rows joined by "|". Merging a bucket's few rows per
// hour in the app costs less than the statement unnesting and regrouping every second of them.
const answerHistograms = (scopeIds: string[]) => Prisma.sql`answer_facts AS (
      SELECT coalesce(p.bucket, k.hour) AS hour, p.sign, k.seconds, k.calls FROM rollup_pieces p CROSS JOIN LATERAL (
        SELECT * FROM answer_time_rollups k WHERE k."scopeId" = ANY(${scopeIds}::text[])
          AND k.grain = p.grain AND k.hour >= p.since AND k.hour < p.until AND k.seconds <> '{}' OFFSET 0) k
      UNION ALL
      SELECT c."startedAt", 1, ARRAY[round(extract(epoch FROM c."answeredAt" - c."startedAt"))::int], '{1}'
      FROM edge_calls c WHERE c."answeredAt" IS NOT NULL
    ),
    -- In bucket order (OFFSET 0), so the grouping streams: hashed, the histograms of 2,000 buckets spilled to disk.
    answer_buckets AS (
      SELECT ${bucketOf("f.hour")} AS start, f.sign || ';' || array_to_string(f.seconds, ',') || ';' || array_to_string(f.calls, ',') AS histogram
      FROM answer_facts f CROSS JOIN params r ORDER BY 1 OFFSET 0
    ),
    answer_histograms AS (
      SELECT f.start, string_agg(f.histogram, '|') AS "answerHistograms" FROM answer_buckets f GROUP BY 1
    )`;

// Door openings: each rollup row's total, and its openings by method from its two arrays.
const doorStats = (scopeIds: string[]) => Prisma.sql`door_facts AS (
      SELECT coalesce(p.bucket, k.hour) AS hour, p.sign, k.opens, k.methods, k."methodOpens" FROM rollup_pieces p CROSS JOIN LATERAL (
        SELECT * FROM door_open_rollups k WHERE k."scopeId" = ANY(${scopeIds}::text[])
          AND k.grain = p.grain AND k.hour >= p.since AND k.hour < p.until OFFSET 0) k
      UNION ALL
      SELECT a."occurredAt", 1, 1, ARRAY[a.method::text], '{1}' FROM raw_pieces p CROSS JOIN LATERAL (
        SELECT * FROM access_events a WHERE a."occurredAt" >= p.since AND a."occurredAt" < p.until
          AND a."propertyId" IN (SELECT id FROM scope) AND a.result = 'granted' OFFSET 0) a
    ),
    door_stats AS (
      SELECT coalesce(${bucketOf("f.hour")}, '-infinity') AS start,
        coalesce(sum(f.opens * f.sign), 0)::int AS "doorOpens",
        ${sumByKey("f.methods", 'f."methodOpens"', "f.sign", ACCESS_METHODS)} AS "byMethod"
      FROM door_facts f CROSS JOIN params r
      GROUP BY GROUPING SETS ((${bucketOf("f.hour")}), ())
    )`;

// Device time's changes (sum-device-time.ts adds them up segment by segment): the devices online and known before
// the range, then in time order the uptime rollup rows of each stretch of whole hours or quarter hours, and the changes
// of the status events in the stretches between, each with its device's status before it.
const uptimeChanges = (scopeIds: string[], { stretches }: Split, from: Date, properties: Prisma.Sql) =>
  Prisma.sql`WITH scope AS (${properties}),
    stretches AS (
      SELECT g.grain, ${at("g.since")} AS since, ${at("g.until")} AS until
      FROM unnest(${stretches.map((g) => g.grain)}::text[], ${epochs(stretches.map((g) => g.since))},
        ${epochs(stretches.map((g) => g.until))}) g(grain, since, until)
    )
    SELECT NULL::float8 AS "at", NULL::text AS grain, coalesce(sum(k.online), 0)::float8 AS online,
      coalesce(sum(k.known), 0)::float8 AS known, 0::float8 AS "onlineMs", 0::float8 AS "knownMs"
    FROM device_uptime_rollups k
    WHERE k."scopeId" = ANY(${scopeIds}::text[]) AND k.grain = 'hour' AND k.hour < ${ts(floorHour(from))}
    UNION ALL
    SELECT ${ms("k.hour")}::float8, k.grain, k.online, k.known, k."onlineMs", k."knownMs"
    FROM stretches g CROSS JOIN LATERAL (
      SELECT * FROM device_uptime_rollups k WHERE g.grain IS NOT NULL AND k."scopeId" = ANY(${scopeIds}::text[])
        AND k.grain = g.grain AND k.hour >= g.since AND k.hour < g.until OFFSET 0) k
    UNION ALL
    SELECT ${ms('e."occurredAt"')}::float8, NULL,
      (e.status = 'online')::int - coalesce((prev.status = 'online')::int, 0),
      (e.status IN ('online', 'offline'))::int - coalesce((prev.status IN ('online', 'offline'))::int, 0), 0, 0
    FROM stretches g CROSS JOIN LATERAL (
      SELECT * FROM device_status_events e WHERE g.grain IS NULL AND e."occurredAt" >= g.since AND e."occurredAt" < g.until OFFSET 0) e
    JOIN devices d ON d.id = e."deviceId" AND d.status <> 'retired'
    JOIN scope s ON s.id = d."propertyId"
    LEFT JOIN LATERAL (
      SELECT p.status FROM device_status_events p WHERE p."deviceId" = e."deviceId" AND (p."occurredAt", p.id) < (e."occurredAt", e.id)
      ORDER BY p."occurredAt" DESC, p.id DESC LIMIT 1
    ) prev ON true
    ORDER BY 1 NULLS FIRST`;

// The statements of a report's four measures: calls, answer-time histograms and door opens, each answering one row per
// bucket with a bucketStart, the totals' null; and device uptime's changes.
export function buildMeasures(scopeIds: string[], bounds: Date[], split: Split, from: Date, properties: Prisma.Sql) {
  const shared = lists(bounds, split, properties);
  return {
    calls: measureQuery({
      ctes: Prisma.sql`${shared}, ${callStats(scopeIds)}`,
      last: "call_stats",
      columns: CALL_COLUMNS,
    }),
    answers: measureQuery({
      ctes: Prisma.sql`${shared}, ${answerHistograms(scopeIds)}`,
      last: "answer_histograms",
      columns: '"answerHistograms"',
    }),
    doors: measureQuery({
      ctes: Prisma.sql`${shared}, ${doorStats(scopeIds)}`,
      last: "door_stats",
      columns: '"doorOpens", "byMethod"',
    }),
    uptime: uptimeChanges(scopeIds, split, from, properties),
  };
}
