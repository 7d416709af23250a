-- CreateTable
CREATE TABLE "device_uptime_rollups" (
    "scopeId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "online" INTEGER NOT NULL,
    "known" INTEGER NOT NULL,
    "onlineMs" BIGINT NOT NULL,
    "knownMs" BIGINT NOT NULL,

    CONSTRAINT "device_uptime_rollups_pkey" PRIMARY KEY ("scopeId","hour")
);


-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- A device's status steps: each event moves the online and known (online or offline) device counts from the
-- device's previous status to its own, at its hour, with the device-milliseconds left in that hour.
-- apply_device_uptime adds (sign 1) or takes out (sign -1) a device's whole history for its property and tenant.
CREATE FUNCTION "apply_device_uptime"(device_id TEXT, property_id TEXT, sign INT) RETURNS void LANGUAGE sql AS 
  E'INSERT INTO device_uptime_rollups ("scopeId", hour, online, known, "onlineMs", "knownMs")
  SELECT s.scope_id, t.hour, sign * sum(t.online), sign * sum(t.known), sign * sum(t.online * t.ms), sign * sum(t.known * t.ms)
  FROM (
    SELECT date_trunc(''hour'', e."occurredAt") AS hour,
      (e.status = ''online'')::int - coalesce((lag(e.status) OVER w = ''online'')::int, 0) AS online,
      (e.status IN (''online'', ''offline''))::int - coalesce((lag(e.status) OVER w IN (''online'', ''offline''))::int, 0) AS known,
      round(extract(epoch FROM date_trunc(''hour'', e."occurredAt") + interval ''1 hour'' - e."occurredAt") * 1000)::bigint AS ms
    FROM device_status_events e WHERE e."deviceId" = device_id
    WINDOW w AS (ORDER BY e."occurredAt", e.id)
  ) t
  JOIN properties p ON p.id = property_id CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
  GROUP BY s.scope_id, t.hour
  HAVING sum(t.online) <> 0 OR sum(t.known) <> 0 OR sum(t.online * t.ms) <> 0 OR sum(t.known * t.ms) <> 0
  ORDER BY s.scope_id, t.hour
  ON CONFLICT ("scopeId", hour) DO UPDATE SET online = device_uptime_rollups.online + excluded.online,
    known = device_uptime_rollups.known + excluded.known, "onlineMs" = device_uptime_rollups."onlineMs" + excluded."onlineMs",
    "knownMs" = device_uptime_rollups."knownMs" + excluded."knownMs"';

-- Inserted or deleted status events: per device, the steps from the earliest changed event on are taken out
-- as they were before the statement and put back as they are after it (so several rows per statement work).
CREATE FUNCTION "maintain_device_uptime_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
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
    SELECT s.sign, s.seed, t.property_id, date_trunc(''hour'', s."occurredAt") AS hour,
      (s.status = ''online'')::int - coalesce((lag(s.status) OVER w = ''online'')::int, 0) AS online,
      (s.status IN (''online'', ''offline''))::int - coalesce((lag(s.status) OVER w IN (''online'', ''offline''))::int, 0) AS known,
      round(extract(epoch FROM date_trunc(''hour'', s."occurredAt") + interval ''1 hour'' - s."occurredAt") * 1000)::bigint AS ms
    FROM states s JOIN targets t ON t.device_id = s."deviceId"
    WINDOW w AS (PARTITION BY s.sign, s."deviceId" ORDER BY s."occurredAt", s.id)
  )
  INSERT INTO device_uptime_rollups ("scopeId", hour, online, known, "onlineMs", "knownMs")
  SELECT sc.scope_id, st.hour, sum(st.sign * st.online), sum(st.sign * st.known),
    sum(st.sign * st.online * st.ms), sum(st.sign * st.known * st.ms)
  FROM steps st JOIN properties p ON p.id = st.property_id CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) sc(scope_id)
  WHERE NOT st.seed
  GROUP BY sc.scope_id, st.hour
  HAVING sum(st.sign * st.online) <> 0 OR sum(st.sign * st.known) <> 0
    OR sum(st.sign * st.online * st.ms) <> 0 OR sum(st.sign * st.known * st.ms) <> 0
  ORDER BY sc.scope_id, st.hour
  ON CONFLICT ("scopeId", hour) DO UPDATE SET online = device_uptime_rollups.online + excluded.online,
    known = device_uptime_rollups.known + excluded.known, "onlineMs" = device_uptime_rollups."onlineMs" + excluded."onlineMs",
    "knownMs" = device_uptime_rollups."knownMs" + excluded."knownMs"\073
  RETURN NULL\073
END ';

CREATE TRIGGER "device_status_events_uptime_insert" AFTER INSERT ON "device_status_events"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_device_uptime_rollups"();
CREATE TRIGGER "device_status_events_uptime_delete" AFTER DELETE ON "device_status_events"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_device_uptime_rollups"();

-- The history is append-only: an edited event would need its old steps, which the rollups no longer know apart.
CREATE FUNCTION "refuse_device_status_event_edit"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  RAISE EXCEPTION ''device_status_events rows are never edited: delete and insert instead''\073
END ';

CREATE TRIGGER "device_status_events_no_edit" BEFORE UPDATE ON "device_status_events"
  FOR EACH ROW WHEN (OLD."deviceId" IS DISTINCT FROM NEW."deviceId" OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD."occurredAt" IS DISTINCT FROM NEW."occurredAt")
  EXECUTE FUNCTION "refuse_device_status_event_edit"();

-- A retired device leaves uptime altogether, history included, and a device that moves takes its history along.
CREATE FUNCTION "move_device_uptime_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  IF OLD.status <> ''retired'' THEN PERFORM apply_device_uptime(OLD.id, OLD."propertyId", -1)\073 END IF\073
  IF TG_OP = ''DELETE'' THEN RETURN OLD\073 END IF\073
  IF NEW.status <> ''retired'' THEN PERFORM apply_device_uptime(NEW.id, NEW."propertyId", 1)\073 END IF\073
  RETURN NEW\073
END ';

CREATE TRIGGER "devices_uptime_update" AFTER UPDATE ON "devices"
  FOR EACH ROW WHEN ((OLD.status = 'retired') IS DISTINCT FROM (NEW.status = 'retired')
    OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId")
  EXECUTE FUNCTION "move_device_uptime_rollups"();
CREATE TRIGGER "devices_uptime_delete" BEFORE DELETE ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "move_device_uptime_rollups"();

-- Backfill from the rows already there.
SELECT count(*) FROM (SELECT apply_device_uptime(d.id, d."propertyId", 1)::text FROM devices d WHERE d.status <> 'retired') applied;
