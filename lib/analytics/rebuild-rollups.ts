import { sumsByKind } from "./call-kinds";

const SECONDS_TO_ANSWER = `round(extract(epoch FROM c."answeredAt" - c."startedAt"))::int`;
const CALL_KIND = `call_kind(c.status::text, c.outcome::text)`;

// Rows of one grain from a query of (scope, hour, key, count), one per scope and hour: the keys ascending and their
// counts in step, as the arrays of an answer-time or door-open row (which also keeps the total).
const keyedRows = (grain: string, counts: string, total: boolean) =>
  `SELECT scope, '${grain}', at, ${total ? "sum(n)::int, " : ""}array_agg(key ORDER BY key), array_agg(n::int ORDER BY key)
   FROM (${counts}) x(scope, at, key, n) GROUP BY 1, 3`;
// Call rows of one grain from a query of (scope, hour, place, calls, answered), one per scope and hour, each place's
// calls in its counts (call-kinds.ts).
const callRows = (grain: string, counts: string) =>
  `INSERT INTO call_rollups ("scopeId", grain, hour, calls, answered, counts)
   SELECT scope, '${grain}', at, sum(n), sum(answered), ${sumsByKind((place) => `coalesce(sum(n) FILTER (WHERE kind = ${place}), 0)`)}
   FROM (${counts}) x(scope, at, kind, n, answered) GROUP BY 1, 3`;
const histogramRows = (grain: string, counts: string) =>
  `INSERT INTO answer_time_rollups ("scopeId", grain, hour, seconds, calls) ${keyedRows(grain, counts, false)}`;
const doorRows = (grain: string, counts: string) =>
  `INSERT INTO door_open_rollups ("scopeId", grain, hour, opens, methods, "methodOpens") ${keyedRows(grain, counts, true)}`;

// Recounts every rollup row from the event tables, for data loaded with triggers switched off
// (bulk loads); the triggers keep the rollups current for every ordinary write.
export const REBUILD_ROLLUPS_SQL = [
  `DELETE FROM call_rollups`,
  `DELETE FROM answer_time_rollups`,
  `DELETE FROM door_open_rollups`,
  `DELETE FROM device_uptime_rollups`,
  `DELETE FROM access_event_counts`,
  callRows(
    "hour",
    `SELECT s.scope_id, date_trunc('hour', c."startedAt"), ${CALL_KIND}, count(*), count(c."answeredAt")
     FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
     GROUP BY 1, 2, 3`,
  ),
  histogramRows(
    "hour",
    `SELECT s.scope_id, date_trunc('hour', c."startedAt"), ${SECONDS_TO_ANSWER}, count(*)
     FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
     WHERE c."answeredAt" IS NOT NULL
     GROUP BY 1, 2, 3`,
  ),
  doorRows(
    "hour",
    `SELECT s.scope_id, date_trunc('hour', a."occurredAt"), a.method::text, count(*)
     FROM access_events a CROSS JOIN LATERAL (VALUES (a."propertyId"), (a."tenantId")) s(scope_id)
     WHERE a.result = 'granted'
     GROUP BY 1, 2, 3`,
  ),
  `INSERT INTO access_event_counts ("tenantId", grain, hour, method, result, events)
   SELECT a."tenantId", g.grain, date_trunc(g.grain, a."occurredAt"), a.method::text, a.result::text, count(*)
   FROM access_events a CROSS JOIN (VALUES ('day'), ('hour')) g(grain) GROUP BY 1, 2, 3, 4, 5`,
  // A tenant's quarter-hour rows, as the triggers keep them; properties keep none.
  callRows(
    "quarter",
    `SELECT p."tenantId", date_bin('15 minutes', c."startedAt", timestamp '2000-01-01'), ${CALL_KIND}, count(*),
       count(c."answeredAt")
     FROM calls c JOIN properties p ON p.id = c."propertyId"
     GROUP BY 1, 2, 3`,
  ),
  histogramRows(
    "quarter",
    `SELECT p."tenantId", date_bin('15 minutes', c."startedAt", timestamp '2000-01-01'), ${SECONDS_TO_ANSWER}, count(*)
     FROM calls c JOIN properties p ON p.id = c."propertyId" WHERE c."answeredAt" IS NOT NULL
     GROUP BY 1, 2, 3`,
  ),
  doorRows(
    "quarter",
    `SELECT a."tenantId", date_bin('15 minutes', a."occurredAt", timestamp '2000-01-01'), a.method::text, count(*)
     FROM access_events a WHERE a.result = 'granted'
     GROUP BY 1, 2, 3`,
  ),
  // Each day row sums its day's hour rows, as the triggers keep them.
  `INSERT INTO call_rollups ("scopeId", grain, hour, calls, answered, counts)
   SELECT "scopeId", 'day', date_trunc('day', hour), sum(calls), sum(answered), ${sumsByKind((place) => `sum(counts[${place}])`)}
   FROM call_rollups WHERE grain = 'hour' GROUP BY 1, 3`,
  histogramRows(
    "day",
    `SELECT k."scopeId", date_trunc('day', k.hour), u.seconds, sum(u.calls)
     FROM answer_time_rollups k CROSS JOIN LATERAL unnest(k.seconds, k.calls) u(seconds, calls) WHERE k.grain = 'hour'
     GROUP BY 1, 2, 3`,
  ),
  doorRows(
    "day",
    `SELECT k."scopeId", date_trunc('day', k.hour), u.method, sum(u.opens)
     FROM door_open_rollups k CROSS JOIN LATERAL unnest(k.methods, k."methodOpens") u(method, opens) WHERE k.grain = 'hour'
     GROUP BY 1, 2, 3`,
  ),
  // Device by device, as the triggers do when a device is retired or moved (apply_device_uptime, a migration's).
  `SELECT count(*) FROM (SELECT apply_device_uptime(d.id, d."propertyId", 1)::text FROM devices d WHERE d.status <> 'retired') applied`,
];
