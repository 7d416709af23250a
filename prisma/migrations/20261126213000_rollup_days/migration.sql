-- Rollups gain day rows beside the hourly ones (grain 'day', hour holding the day's midnight UTC): a year by week
-- then sums about 365 rows per value instead of 8,760, while the hours at a range's edges still come from hour rows.
-- One transaction, with calls and access events locked against writes: between the new keys and the new trigger
-- functions, and until the day rows are backfilled, a write would find the old functions or be counted twice.
BEGIN;
LOCK TABLE "calls", "access_events" IN SHARE ROW EXCLUSIVE MODE;
ALTER TABLE "call_rollups" ADD COLUMN "grain" TEXT NOT NULL DEFAULT 'hour';
ALTER TABLE "call_rollups" ALTER COLUMN "grain" DROP DEFAULT;
ALTER TABLE "call_rollups" DROP CONSTRAINT "call_rollups_pkey";
ALTER TABLE "call_rollups" ADD CONSTRAINT "call_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour", "status", "outcome");

ALTER TABLE "answer_time_rollups" ADD COLUMN "grain" TEXT NOT NULL DEFAULT 'hour';
ALTER TABLE "answer_time_rollups" ALTER COLUMN "grain" DROP DEFAULT;
ALTER TABLE "answer_time_rollups" DROP CONSTRAINT "answer_time_rollups_pkey";
ALTER TABLE "answer_time_rollups" ADD CONSTRAINT "answer_time_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour", "seconds");

ALTER TABLE "door_open_rollups" ADD COLUMN "grain" TEXT NOT NULL DEFAULT 'hour';
ALTER TABLE "door_open_rollups" ALTER COLUMN "grain" DROP DEFAULT;
ALTER TABLE "door_open_rollups" DROP CONSTRAINT "door_open_rollups_pkey";
ALTER TABLE "door_open_rollups" ADD CONSTRAINT "door_open_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour", "method");

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- As before, with every fact counted into its hour's row and its day's row, still in key order.
CREATE OR REPLACE FUNCTION "maintain_call_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
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
    SELECT s.scope_id, g.grain, g.at, f.status, f.outcome, f.answered, f.seconds, f.sign FROM facts f
    JOIN properties p ON p.id = f.property_id
    CROSS JOIN LATERAL (VALUES (p.id), (p."tenantId")) s(scope_id)
    CROSS JOIN LATERAL (VALUES (''hour'', f.hour), (''day'', date_trunc(''day'', f.hour))) g(grain, at)
  ),
  counted AS (
    INSERT INTO call_rollups ("scopeId", grain, hour, status, outcome, calls, answered)
    SELECT scope_id, grain, at, status, outcome, sum(sign), coalesce(sum(sign) FILTER (WHERE answered), 0) FROM scoped
    GROUP BY scope_id, grain, at, status, outcome
    HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE answered), 0) <> 0
    ORDER BY scope_id, grain, at, status, outcome
    ON CONFLICT ("scopeId", grain, hour, status, outcome) DO UPDATE
      SET calls = call_rollups.calls + excluded.calls, answered = call_rollups.answered + excluded.answered
    RETURNING 1
  )
  INSERT INTO answer_time_rollups ("scopeId", grain, hour, seconds, calls)
  SELECT scope_id, grain, at, seconds, sum(sign) FROM scoped WHERE answered
  GROUP BY scope_id, grain, at, seconds HAVING sum(sign) <> 0
  ORDER BY scope_id, grain, at, seconds
  ON CONFLICT ("scopeId", grain, hour, seconds) DO UPDATE SET calls = answer_time_rollups.calls + excluded.calls\073
  RETURN NULL\073
END ';

CREATE OR REPLACE FUNCTION "maintain_door_open_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, OLD."tenantId" AS tenant_id, date_trunc(''hour'', OLD."occurredAt") AS hour,
      OLD.method::text AS method, -1 AS sign
    WHERE TG_OP <> ''INSERT'' AND OLD.result = ''granted''
    UNION ALL
    SELECT NEW."propertyId", NEW."tenantId", date_trunc(''hour'', NEW."occurredAt"), NEW.method::text, 1
    WHERE TG_OP <> ''DELETE'' AND NEW.result = ''granted''
  )
  INSERT INTO door_open_rollups ("scopeId", grain, hour, method, opens)
  SELECT s.scope_id, g.grain, g.at, f.method, sum(f.sign) FROM facts f
  CROSS JOIN LATERAL (VALUES (f.property_id), (f.tenant_id)) s(scope_id)
  CROSS JOIN LATERAL (VALUES (''hour'', f.hour), (''day'', date_trunc(''day'', f.hour))) g(grain, at)
  GROUP BY s.scope_id, g.grain, g.at, f.method HAVING sum(f.sign) <> 0
  ORDER BY s.scope_id, g.grain, g.at, f.method
  ON CONFLICT ("scopeId", grain, hour, method) DO UPDATE SET opens = door_open_rollups.opens + excluded.opens\073
  RETURN NULL\073
END ';

-- The day rows of what is already counted.
INSERT INTO call_rollups ("scopeId", grain, hour, status, outcome, calls, answered)
SELECT "scopeId", 'day', date_trunc('day', hour), status, outcome, sum(calls), sum(answered) FROM call_rollups
GROUP BY 1, 3, 4, 5 HAVING sum(calls) <> 0 OR sum(answered) <> 0;

INSERT INTO answer_time_rollups ("scopeId", grain, hour, seconds, calls)
SELECT "scopeId", 'day', date_trunc('day', hour), seconds, sum(calls) FROM answer_time_rollups
GROUP BY 1, 3, 4 HAVING sum(calls) <> 0;

INSERT INTO door_open_rollups ("scopeId", grain, hour, method, opens)
SELECT "scopeId", 'day', date_trunc('day', hour), method, sum(opens) FROM door_open_rollups
GROUP BY 1, 3, 4 HAVING sum(opens) <> 0;

-- The dashboard's counts of a tenant's users by role and status read this index alone.
DROP INDEX "users_tenantId_role_idx";
CREATE INDEX "users_tenantId_role_status_idx" ON "users"("tenantId", "role", "status");

-- A deep offset finds the row before its page by walking an index alone: the list's order, and the column its tenant
-- filter reads (INCLUDE, which the Prisma schema cannot express).
DROP INDEX "calls_startedAt_id_idx";
CREATE INDEX "calls_startedAt_id_idx" ON "calls" ("startedAt" DESC, "id") INCLUDE ("propertyId");
CREATE INDEX "units_label_id_idx" ON "units" ("label", "id") INCLUDE ("propertyId");
CREATE INDEX "users_tenantId_name_id_idx" ON "users" ("tenantId", "name", "id");

COMMIT;
