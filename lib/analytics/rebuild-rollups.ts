const SECONDS_TO_ANSWER = `round(extract(epoch FROM c."answeredAt" - c."startedAt"))::int`;

// One answer-time row per scope and hour of a grain from a query of (scope, hour, seconds, calls): its histogram as
// the two arrays the rows keep, seconds ascending.
const histogramRows = (grain: string, counts: string) =>
  `INSERT INTO answer_time_rollups ("scopeId", grain, hour, seconds, calls)
   SELECT scope, '${grain}', at, array_agg(seconds ORDER BY seconds), array_agg(calls::int ORDER BY seconds)
   FROM (${counts}) x(scope, at, seconds, calls) GROUP BY 1, 3`;

// Recounts every rollup row from the event tables, for data loaded with triggers switched off
// (bulk loads); the triggers keep the rollups current for every ordinary write.
export const REBUILD_ROLLUPS_SQL = [
  `DELETE FROM call_rollups`,
  `DELETE FROM answer_time_rollups`,
  `DELETE FROM door_open_rollups`,
  `DELETE FROM device_uptime_rollups`,
  `INSERT INTO call_rollups ("scopeId", grain, hour, status, outcome, calls, answered)
   SELECT s.scope_id, 'hour', date_trunc('hour', c."startedAt"), c.status::text, coalesce(c.outcome::text, ''), count(*), count(c."answeredAt")
   FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
   GROUP BY 1, 3, 4, 5`,
  histogramRows(
    "hour",
    `SELECT s.scope_id, date_trunc('hour', c."startedAt"), ${SECONDS_TO_ANSWER}, count(*)
     FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
     WHERE c."answeredAt" IS NOT NULL
     GROUP BY 1, 2, 3`,
  ),
  `INSERT INTO door_open_rollups ("scopeId", grain, hour, method, opens)
   SELECT s.scope_id, 'hour', date_trunc('hour', a."occurredAt"), a.method::text, count(*)
   FROM access_events a CROSS JOIN LATERAL (VALUES (a."propertyId"), (a."tenantId")) s(scope_id)
   WHERE a.result = 'granted'
   GROUP BY 1, 3, 4`,
  // A tenant's quarter-hour rows, as the triggers keep them; properties keep none.
  `INSERT INTO call_rollups ("scopeId", grain, hour, status, outcome, calls, answered)
   SELECT p."tenantId", 'quarter', date_bin('15 minutes', c."startedAt", timestamp '2000-01-01'), c.status::text,
     coalesce(c.outcome::text, ''), count(*), count(c."answeredAt")
   FROM calls c JOIN properties p ON p.id = c."propertyId"
   GROUP BY 1, 3, 4, 5`,
  histogramRows(
    "quarter",
    `SELECT p."tenantId", date_bin('15 minutes', c."startedAt", timestamp '2000-01-01'), ${SECONDS_TO_ANSWER}, count(*)
     FROM calls c JOIN properties p ON p.id = c."propertyId" WHERE c."answeredAt" IS NOT NULL
     GROUP BY 1, 2, 3`,
  ),
  `INSERT INTO door_open_rollups ("scopeId", grain, hour, method, opens)
   SELECT a."tenantId", 'quarter', date_bin('15 minutes', a."occurredAt", timestamp '2000-01-01'), a.method::text, count(*)
   FROM access_events a WHERE a.result = 'granted'
   GROUP BY 1, 3, 4`,
  // Each day row sums its day's hour rows, as the triggers keep them.
  `INSERT INTO call_rollups ("scopeId", grain, hour, status, outcome, calls, answered)
   SELECT "scopeId", 'day', date_trunc('day', hour), status, outcome, sum(calls), sum(answered) FROM call_rollups
   WHERE grain = 'hour' GROUP BY 1, 3, 4, 5`,
  histogramRows(
    "day",
    `SELECT k."scopeId", date_trunc('day', k.hour), u.seconds, sum(u.calls)
     FROM answer_time_rollups k CROSS JOIN LATERAL unnest(k.seconds, k.calls) u(seconds, calls) WHERE k.grain = 'hour'
     GROUP BY 1, 2, 3`,
  ),
  `INSERT INTO door_open_rollups ("scopeId", grain, hour, method, opens)
   SELECT "scopeId", 'day', date_trunc('day', hour), method, sum(opens) FROM door_open_rollups WHERE grain = 'hour'
   GROUP BY 1, 3, 4`,
  // Device by device, as the triggers do when a device is retired or moved (apply_device_uptime, a migration's).
  `SELECT count(*) FROM (SELECT apply_device_uptime(d.id, d."propertyId", 1)::text FROM devices d WHERE d.status <> 'retired') applied`,
];
