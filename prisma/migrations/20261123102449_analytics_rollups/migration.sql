-- CreateTable
CREATE TABLE "call_rollups" (
    "scopeId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "calls" INTEGER NOT NULL,
    "answered" INTEGER NOT NULL,

    CONSTRAINT "call_rollups_pkey" PRIMARY KEY ("scopeId","hour","status","outcome")
);

-- CreateTable
CREATE TABLE "answer_time_rollups" (
    "scopeId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "seconds" INTEGER NOT NULL,
    "calls" INTEGER NOT NULL,

    CONSTRAINT "answer_time_rollups_pkey" PRIMARY KEY ("scopeId","hour","seconds")
);

-- CreateTable
CREATE TABLE "door_open_rollups" (
    "scopeId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "method" TEXT NOT NULL,
    "opens" INTEGER NOT NULL,

    CONSTRAINT "door_open_rollups_pkey" PRIMARY KEY ("scopeId","hour","method")
);


-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- Every change to a call moves its counts in the same transaction: the old row's out, the new row's in,
-- for its property and its tenant, in one statement in key order so concurrent writers never deadlock.
CREATE FUNCTION "maintain_call_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, date_trunc(''hour'', OLD."startedAt") AS hour, OLD.status::text AS status,
      coalesce(OLD.outcome::text, '''') AS outcome, OLD."answeredAt" IS NOT NULL AS answered,
      round(extract(epoch FROM OLD."answeredAt" - OLD."startedAt"))::int AS seconds, -1 AS sign
    WHERE TG_OP <> ''INSERT''
    UNION ALL
    SELECT NEW."propertyId", date_trunc(''hour'', NEW."startedAt"), NEW.status::text, coalesce(NEW.outcome::text, ''''),
      NEW."answeredAt" IS NOT NULL, round(extract(epoch FROM NEW."answeredAt" - NEW."startedAt"))::int, 1
    WHERE TG_OP <> ''DELETE''
  ),
  scoped AS (
    SELECT s.scope_id, f.* FROM facts f JOIN properties p ON p.id = f.property_id
    CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
  ),
  counted AS (
    INSERT INTO call_rollups ("scopeId", hour, status, outcome, calls, answered)
    SELECT scope_id, hour, status, outcome, sum(sign), coalesce(sum(sign) FILTER (WHERE answered), 0) FROM scoped
    GROUP BY scope_id, hour, status, outcome
    HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE answered), 0) <> 0
    ORDER BY scope_id, hour, status, outcome
    ON CONFLICT ("scopeId", hour, status, outcome) DO UPDATE
      SET calls = call_rollups.calls + excluded.calls, answered = call_rollups.answered + excluded.answered
    RETURNING 1
  )
  INSERT INTO answer_time_rollups ("scopeId", hour, seconds, calls)
  SELECT scope_id, hour, seconds, sum(sign) FROM scoped WHERE answered
  GROUP BY scope_id, hour, seconds HAVING sum(sign) <> 0
  ORDER BY scope_id, hour, seconds
  ON CONFLICT ("scopeId", hour, seconds) DO UPDATE SET calls = answer_time_rollups.calls + excluded.calls\073
  RETURN NULL\073
END ';

CREATE TRIGGER "calls_rollups_insert_delete" AFTER INSERT OR DELETE ON "calls"
  FOR EACH ROW EXECUTE FUNCTION "maintain_call_rollups"();
CREATE TRIGGER "calls_rollups_update" AFTER UPDATE ON "calls"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.outcome IS DISTINCT FROM NEW.outcome
    OR OLD."startedAt" IS DISTINCT FROM NEW."startedAt" OR OLD."answeredAt" IS DISTINCT FROM NEW."answeredAt"
    OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId")
  EXECUTE FUNCTION "maintain_call_rollups"();

CREATE FUNCTION "maintain_door_open_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, OLD."tenantId" AS tenant_id, date_trunc(''hour'', OLD."occurredAt") AS hour,
      OLD.method::text AS method, -1 AS sign
    WHERE TG_OP <> ''INSERT'' AND OLD.result = ''granted''
    UNION ALL
    SELECT NEW."propertyId", NEW."tenantId", date_trunc(''hour'', NEW."occurredAt"), NEW.method::text, 1
    WHERE TG_OP <> ''DELETE'' AND NEW.result = ''granted''
  )
  INSERT INTO door_open_rollups ("scopeId", hour, method, opens)
  SELECT s.scope_id, f.hour, f.method, sum(f.sign) FROM facts f CROSS JOIN LATERAL (VALUES (f.property_id), (f.tenant_id)) s(scope_id)
  GROUP BY s.scope_id, f.hour, f.method HAVING sum(f.sign) <> 0
  ORDER BY s.scope_id, f.hour, f.method
  ON CONFLICT ("scopeId", hour, method) DO UPDATE SET opens = door_open_rollups.opens + excluded.opens\073
  RETURN NULL\073
END ';

CREATE TRIGGER "access_events_rollups_insert_delete" AFTER INSERT OR DELETE ON "access_events"
  FOR EACH ROW EXECUTE FUNCTION "maintain_door_open_rollups"();
CREATE TRIGGER "access_events_rollups_update" AFTER UPDATE ON "access_events"
  FOR EACH ROW WHEN (OLD.result IS DISTINCT FROM NEW.result OR OLD.method IS DISTINCT FROM NEW.method
    OR OLD."occurredAt" IS DISTINCT FROM NEW."occurredAt" OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId"
    OR OLD."tenantId" IS DISTINCT FROM NEW."tenantId")
  EXECUTE FUNCTION "maintain_door_open_rollups"();

-- Backfill from the rows already there.
INSERT INTO call_rollups ("scopeId", hour, status, outcome, calls, answered)
SELECT s.scope_id, date_trunc('hour', c."startedAt"), c.status::text, coalesce(c.outcome::text, ''), count(*), count(c."answeredAt")
FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
GROUP BY 1, 2, 3, 4;

INSERT INTO answer_time_rollups ("scopeId", hour, seconds, calls)
SELECT s.scope_id, date_trunc('hour', c."startedAt"), round(extract(epoch FROM c."answeredAt" - c."startedAt"))::int, count(*)
FROM calls c JOIN properties p ON p.id = c."propertyId" CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
WHERE c."answeredAt" IS NOT NULL
GROUP BY 1, 2, 3;

INSERT INTO door_open_rollups ("scopeId", hour, method, opens)
SELECT s.scope_id, date_trunc('hour', a."occurredAt"), a.method::text, count(*)
FROM access_events a CROSS JOIN LATERAL (VALUES (a."propertyId"), (a."tenantId")) s(scope_id)
WHERE a.result = 'granted'
GROUP BY 1, 2, 3;
