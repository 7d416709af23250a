-- Answer times become one row per scope, grain and hour holding that hour's histogram as two arrays in step (whole
-- seconds ascending, and the answered calls at each), instead of a row per second: a tenant's long report read one
-- row per distinct second of every quarter hour, and now reads one per quarter hour.
-- One transaction, with calls locked against writes, the rows carried over from the old table.
BEGIN;
LOCK TABLE "calls" IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE "answer_time_rollups" RENAME TO "answer_time_rollups_by_second";
ALTER TABLE "answer_time_rollups_by_second" RENAME CONSTRAINT "answer_time_rollups_pkey" TO "answer_time_rollups_by_second_pkey";

CREATE TABLE "answer_time_rollups" (
  "scopeId" TEXT NOT NULL,
  "grain" TEXT NOT NULL,
  "hour" TIMESTAMP(3) NOT NULL,
  "seconds" INTEGER[] NOT NULL,
  "calls" INTEGER[] NOT NULL,
  CONSTRAINT "answer_time_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour")
);

INSERT INTO "answer_time_rollups" ("scopeId", grain, hour, seconds, calls)
SELECT "scopeId", grain, hour, array_agg(seconds ORDER BY seconds), array_agg(calls ORDER BY seconds)
FROM "answer_time_rollups_by_second" WHERE calls <> 0
GROUP BY 1, 2, 3;

DROP TABLE "answer_time_rollups_by_second";

-- A histogram with each key's change added: keys ascending, none left at zero (a row whose counts all moved away
-- keeps two empty arrays). Any key type: answer times count by whole second.
CREATE FUNCTION "add_to_histogram"(had_keys ANYARRAY, had_counts INTEGER[], more_keys ANYARRAY, more_counts INTEGER[],
  OUT keys ANYARRAY, OUT counts INTEGER[])
  LANGUAGE sql IMMUTABLE AS 
  E'SELECT coalesce(array_agg(k ORDER BY k), ''{}''), coalesce(array_agg(n ORDER BY k), ''{}'') FROM (
    SELECT u.k, sum(u.n)::int AS n FROM unnest(had_keys || more_keys, had_counts || more_counts) u(k, n)
    GROUP BY u.k HAVING sum(u.n) <> 0) x';

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- As before, and each hour's answer times merged into its one histogram row.
CREATE OR REPLACE FUNCTION "maintain_call_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, OLD."startedAt" AS at, OLD.status::text AS status,
      coalesce(OLD.outcome::text, '''') AS outcome, OLD."answeredAt" IS NOT NULL AS answered,
      round(extract(epoch FROM OLD."answeredAt" - OLD."startedAt"))::int AS seconds, -1 AS sign
    WHERE TG_OP <> ''INSERT''
    UNION ALL
    SELECT NEW."propertyId", NEW."startedAt", NEW.status::text, coalesce(NEW.outcome::text, ''''),
      NEW."answeredAt" IS NOT NULL, round(extract(epoch FROM NEW."answeredAt" - NEW."startedAt"))::int, 1
    WHERE TG_OP <> ''DELETE''
  ),
  scoped AS (
    SELECT s.scope_id, g.grain, g.at, f.status, f.outcome, f.answered, f.seconds, f.sign FROM facts f
    JOIN properties p ON p.id = f.property_id
    CROSS JOIN LATERAL (VALUES (p.id, false), (p."tenantId", true)) s(scope_id, tenant)
    CROSS JOIN LATERAL (VALUES (''hour'', date_trunc(''hour'', f.at)), (''day'', date_trunc(''day'', f.at)),
      (''quarter'', date_bin(''15 minutes'', f.at, timestamp ''2000-01-01''))) g(grain, at)
    WHERE s.tenant OR g.grain <> ''quarter''
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
  SELECT scope_id, grain, at, array_agg(seconds ORDER BY seconds), array_agg(calls ORDER BY seconds) FROM (
    SELECT scope_id, grain, at, seconds, sum(sign)::int AS calls FROM scoped WHERE answered
    GROUP BY scope_id, grain, at, seconds HAVING sum(sign) <> 0) changed
  GROUP BY scope_id, grain, at
  ORDER BY scope_id, grain, at
  ON CONFLICT ("scopeId", grain, hour) DO UPDATE SET (seconds, calls) =
    (SELECT h.keys, h.counts FROM add_to_histogram(answer_time_rollups.seconds, answer_time_rollups.calls,
      excluded.seconds, excluded.calls) h)\073
  RETURN NULL\073
END ';

COMMIT;
