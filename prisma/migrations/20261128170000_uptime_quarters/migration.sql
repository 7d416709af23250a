-- Tenant device-uptime rollups gain quarter-hour rows (grain 'quarter'), as calls and door opens have: a bucket
-- boundary off the whole hour (+05:30) then reads a tenant's whole quarter hours from them instead of stepping through
-- every status event of that half hour. Hour rows keep grain 'hour'. Properties keep no quarter rows.
-- One transaction, with status events and devices locked against writes, the rows recounted from the history.
BEGIN;
LOCK TABLE "device_status_events", "devices" IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE "device_uptime_rollups" ADD COLUMN "grain" TEXT NOT NULL DEFAULT 'hour';
ALTER TABLE "device_uptime_rollups" ALTER COLUMN "grain" DROP DEFAULT;
ALTER TABLE "device_uptime_rollups" DROP CONSTRAINT "device_uptime_rollups_pkey";
ALTER TABLE "device_uptime_rollups" ADD CONSTRAINT "device_uptime_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour") INCLUDE ("online", "known", "onlineMs", "knownMs");

-- The rows a step at `occurred` counts into: its hour and its quarter hour, each with the milliseconds left in it.
CREATE FUNCTION "device_uptime_grains"(occurred TIMESTAMP(3)) RETURNS TABLE (grain TEXT, at TIMESTAMP(3), ms BIGINT)
  LANGUAGE sql IMMUTABLE AS 
  E'SELECT g.grain, g.start, round(extract(epoch FROM g.start + g.step - occurred) * 1000)::bigint
  FROM (VALUES (''hour'', date_trunc(''hour'', occurred), interval ''1 hour''),
    (''quarter'', date_bin(''15 minutes'', occurred, timestamp ''2000-01-01''), interval ''15 minutes'')) g(grain, start, step)';

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- A step counts into its hour's row and, for the tenant, its quarter hour's row, each with the device-milliseconds
-- left in that hour or quarter hour.
CREATE OR REPLACE FUNCTION "apply_device_uptime"(device_id TEXT, property_id TEXT, sign INT) RETURNS void LANGUAGE sql AS 
  E'INSERT INTO device_uptime_rollups ("scopeId", grain, hour, online, known, "onlineMs", "knownMs")
  SELECT s.scope_id, g.grain, g.at, sign * sum(t.online), sign * sum(t.known), sign * sum(t.online * g.ms), sign * sum(t.known * g.ms)
  FROM (
    SELECT e."occurredAt" AS at,
      (e.status = ''online'')::int - coalesce((lag(e.status) OVER w = ''online'')::int, 0) AS online,
      (e.status IN (''online'', ''offline''))::int - coalesce((lag(e.status) OVER w IN (''online'', ''offline''))::int, 0) AS known
    FROM device_status_events e WHERE e."deviceId" = device_id
    WINDOW w AS (ORDER BY e."occurredAt", e.id)
  ) t
  JOIN properties p ON p.id = property_id CROSS JOIN LATERAL (VALUES (p.id, false), (p."tenantId", true)) s(scope_id, tenant)
  CROSS JOIN LATERAL device_uptime_grains(t.at) g
  WHERE s.tenant OR g.grain = ''hour''
  GROUP BY s.scope_id, g.grain, g.at
  HAVING sum(t.online) <> 0 OR sum(t.known) <> 0 OR sum(t.online * g.ms) <> 0 OR sum(t.known * g.ms) <> 0
  ORDER BY s.scope_id, g.grain, g.at
  ON CONFLICT ("scopeId", grain, hour) DO UPDATE SET online = device_uptime_rollups.online + excluded.online,
    known = device_uptime_rollups.known + excluded.known, "onlineMs" = device_uptime_rollups."onlineMs" + excluded."onlineMs",
    "knownMs" = device_uptime_rollups."knownMs" + excluded."knownMs"';

CREATE OR REPLACE FUNCTION "maintain_device_uptime_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH targets AS (
    SELECT c."deviceId" AS device_id, min(c."occurredAt") AS since, d."propertyId" AS property_id
    FROM changed_rows c JOIN devices d ON d.id = c."deviceId" AND d.status <> ''retired''
    GROUP BY c."deviceId", d."propertyId"
  ),
  current_rows AS (
    SELECT e.id, e."deviceId", e.status, e."occurredAt", false AS seed
    FROM targets t JOIN device_status_events e ON e."deviceId" = t.device_id AND e."occurredAt" >= t.since
  ),
  seeds AS (
    SELECT p.id, p."deviceId", p.status, p."occurredAt", true AS seed FROM targets t CROSS JOIN LATERAL (
      SELECT e.id, e."deviceId", e.status, e."occurredAt" FROM device_status_events e
      WHERE e."deviceId" = t.device_id AND e."occurredAt" < t.since ORDER BY e."occurredAt" DESC, e.id DESC LIMIT 1
    ) p
  ),
  states AS (
    SELECT 1 AS sign, r.* FROM current_rows r
    UNION ALL SELECT 1, s.* FROM seeds s
    UNION ALL SELECT -1, r.* FROM current_rows r WHERE TG_OP = ''DELETE'' OR r.id NOT IN (SELECT c.id FROM changed_rows c)
    UNION ALL SELECT -1, c.id, c."deviceId", c.status, c."occurredAt", false FROM changed_rows c
      JOIN targets t ON t.device_id = c."deviceId" WHERE TG_OP = ''DELETE''
    UNION ALL SELECT -1, s.* FROM seeds s
  ),
  steps AS (
    SELECT s.sign, s.seed, t.property_id, s."occurredAt" AS at,
      (s.status = ''online'')::int - coalesce((lag(s.status) OVER w = ''online'')::int, 0) AS online,
      (s.status IN (''online'', ''offline''))::int - coalesce((lag(s.status) OVER w IN (''online'', ''offline''))::int, 0) AS known
    FROM states s JOIN targets t ON t.device_id = s."deviceId"
    WINDOW w AS (PARTITION BY s.sign, s."deviceId" ORDER BY s."occurredAt", s.id)
  )
  INSERT INTO device_uptime_rollups ("scopeId", grain, hour, online, known, "onlineMs", "knownMs")
  SELECT sc.scope_id, g.grain, g.at, sum(st.sign * st.online), sum(st.sign * st.known),
    sum(st.sign * st.online * g.ms), sum(st.sign * st.known * g.ms)
  FROM steps st JOIN properties p ON p.id = st.property_id
  CROSS JOIN LATERAL (VALUES (p.id, false), (p."tenantId", true)) sc(scope_id, tenant)
  CROSS JOIN LATERAL device_uptime_grains(st.at) g
  WHERE NOT st.seed AND (sc.tenant OR g.grain = ''hour'')
  GROUP BY sc.scope_id, g.grain, g.at
  HAVING sum(st.sign * st.online) <> 0 OR sum(st.sign * st.known) <> 0
    OR sum(st.sign * st.online * g.ms) <> 0 OR sum(st.sign * st.known * g.ms) <> 0
  ORDER BY sc.scope_id, g.grain, g.at
  ON CONFLICT ("scopeId", grain, hour) DO UPDATE SET online = device_uptime_rollups.online + excluded.online,
    known = device_uptime_rollups.known + excluded.known, "onlineMs" = device_uptime_rollups."onlineMs" + excluded."onlineMs",
    "knownMs" = device_uptime_rollups."knownMs" + excluded."knownMs"\073
  RETURN NULL\073
END ';

-- The quarter rows of the history already counted, in one pass over every non-retired device's status events.
INSERT INTO "device_uptime_rollups" ("scopeId", grain, hour, online, known, "onlineMs", "knownMs")
SELECT p."tenantId", g.grain, g.at, sum(t.online), sum(t.known), sum(t.online * g.ms), sum(t.known * g.ms)
FROM (
  SELECT e."occurredAt" AS at, d."propertyId" AS property_id,
    (e.status = 'online')::int - coalesce((lag(e.status) OVER w = 'online')::int, 0) AS online,
    (e.status IN ('online', 'offline'))::int - coalesce((lag(e.status) OVER w IN ('online', 'offline'))::int, 0) AS known
  FROM device_status_events e JOIN devices d ON d.id = e."deviceId" AND d.status <> 'retired'
  WINDOW w AS (PARTITION BY e."deviceId" ORDER BY e."occurredAt", e.id)
) t
JOIN properties p ON p.id = t.property_id CROSS JOIN LATERAL device_uptime_grains(t.at) g
WHERE g.grain = 'quarter'
GROUP BY p."tenantId", g.grain, g.at
HAVING sum(t.online) <> 0 OR sum(t.known) <> 0 OR sum(t.online * g.ms) <> 0 OR sum(t.known * g.ms) <> 0;

COMMIT;
