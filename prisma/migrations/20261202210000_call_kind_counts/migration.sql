-- Calls become one row per scope, grain and hour, as answer times and door openings did: the hour's calls and
-- answered calls, and its calls by status and outcome together as one array with a place per pair (call_kind). A
-- tenant's long report read a row per status and outcome of every quarter hour, and now reads one per quarter hour;
-- the calls list's totals sum the places its filters select.
-- One transaction, with calls locked against writes, the rows carried over from the old table.
BEGIN;
LOCK TABLE "calls" IN SHARE ROW EXCLUSIVE MODE;

-- The place of a status and outcome in a row's counts: the status's block of four places (in the enum's order), then
-- no outcome and each outcome in turn. lib/analytics/call-kinds.ts spells the same places, and a test holds them equal.
CREATE FUNCTION "call_kind"(status TEXT, outcome TEXT) RETURNS INTEGER LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 
  E'SELECT (array_position(ARRAY[''queued'', ''ringing'', ''in-progress'', ''completed'', ''busy'', ''no-answer'', ''failed'',
    ''canceled''], status) - 1) * 4 + coalesce(array_position(ARRAY[''door_opened'', ''declined'', ''unanswered''], outcome), 0) + 1';

-- Counts of `n` calls at one place, every other place 0.
CREATE FUNCTION "call_kind_counts"(kind INTEGER, n INTEGER) RETURNS INTEGER[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 
  E'SELECT array_fill(0, ARRAY[kind - 1]) || n || array_fill(0, ARRAY[32 - kind])';

-- Two rows' counts added place by place (a shorter one counts 0 at the places it lacks).
CREATE FUNCTION "add_counts"(a INTEGER[], b INTEGER[]) RETURNS INTEGER[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 
  E'SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), ''{}'') FROM unnest(a, b) WITH ORDINALITY u(x, y, i)';

CREATE AGGREGATE "sum_counts"(INTEGER[]) (SFUNC = "add_counts", STYPE = INTEGER[], INITCOND = '{}', PARALLEL = SAFE);

ALTER TABLE "call_rollups" RENAME TO "call_rollups_by_kind";
ALTER TABLE "call_rollups_by_kind" RENAME CONSTRAINT "call_rollups_pkey" TO "call_rollups_by_kind_pkey";

CREATE TABLE "call_rollups" (
  "scopeId" TEXT NOT NULL,
  "grain" TEXT NOT NULL,
  "hour" TIMESTAMP(3) NOT NULL,
  "calls" INTEGER NOT NULL,
  "answered" INTEGER NOT NULL,
  "counts" INTEGER[] NOT NULL,
  CONSTRAINT "call_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour") INCLUDE ("calls", "answered")
);

INSERT INTO "call_rollups" ("scopeId", grain, hour, calls, answered, counts)
SELECT "scopeId", grain, hour, sum(calls), sum(answered), sum_counts(call_kind_counts(call_kind(status, outcome), calls))
FROM "call_rollups_by_kind"
GROUP BY 1, 2, 3;

DROP TABLE "call_rollups_by_kind";

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- As before, each hour's change merged into its one row.
CREATE OR REPLACE FUNCTION "maintain_call_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, OLD."startedAt" AS at, call_kind(OLD.status::text, OLD.outcome::text) AS kind,
      OLD."answeredAt" IS NOT NULL AS answered,
      round(extract(epoch FROM OLD."answeredAt" - OLD."startedAt"))::int AS seconds, -1 AS sign
    WHERE TG_OP <> ''INSERT''
    UNION ALL
    SELECT NEW."propertyId", NEW."startedAt", call_kind(NEW.status::text, NEW.outcome::text),
      NEW."answeredAt" IS NOT NULL, round(extract(epoch FROM NEW."answeredAt" - NEW."startedAt"))::int, 1
    WHERE TG_OP <> ''DELETE''
  ),
  scoped AS (
    SELECT s.scope_id, g.grain, g.at, f.kind, f.answered, f.seconds, f.sign FROM facts f
    JOIN properties p ON p.id = f.property_id
    CROSS JOIN LATERAL (VALUES (p.id, false), (p."tenantId", true)) s(scope_id, tenant)
    CROSS JOIN LATERAL (VALUES (''hour'', date_trunc(''hour'', f.at)), (''day'', date_trunc(''day'', f.at)),
      (''quarter'', date_bin(''15 minutes'', f.at, timestamp ''2000-01-01''))) g(grain, at)
    WHERE s.tenant OR g.grain <> ''quarter''
  ),
  -- A row changes unless its old and new call cancel out: the same place, both answered or neither.
  counted AS (
    INSERT INTO call_rollups ("scopeId", grain, hour, calls, answered, counts)
    SELECT scope_id, grain, at, sum(sign), coalesce(sum(sign) FILTER (WHERE answered), 0),
      sum_counts(call_kind_counts(kind, sign)) FROM scoped
    GROUP BY scope_id, grain, at
    HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE answered), 0) <> 0 OR min(kind) <> max(kind)
    ORDER BY scope_id, grain, at
    ON CONFLICT ("scopeId", grain, hour) DO UPDATE
      SET calls = call_rollups.calls + excluded.calls, answered = call_rollups.answered + excluded.answered,
        counts = add_counts(call_rollups.counts, excluded.counts)
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
