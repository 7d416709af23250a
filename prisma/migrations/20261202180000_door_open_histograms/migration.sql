-- Door openings become one row per scope, grain and hour, as answer times did: the hour's total (which the key
-- carries, for counts that need no method) and its openings by method as two arrays in step (methods ascending). A
-- tenant's long report read a row per method of every quarter hour, and now reads one per quarter hour.
-- One transaction, with access events locked against writes, the rows carried over from the old table.
BEGIN;
LOCK TABLE "access_events" IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE "door_open_rollups" RENAME TO "door_open_rollups_by_method";
ALTER TABLE "door_open_rollups_by_method" RENAME CONSTRAINT "door_open_rollups_pkey" TO "door_open_rollups_by_method_pkey";

CREATE TABLE "door_open_rollups" (
  "scopeId" TEXT NOT NULL,
  "grain" TEXT NOT NULL,
  "hour" TIMESTAMP(3) NOT NULL,
  "opens" INTEGER NOT NULL,
  "methods" TEXT[] NOT NULL,
  "methodOpens" INTEGER[] NOT NULL,
  CONSTRAINT "door_open_rollups_pkey" PRIMARY KEY ("scopeId", "grain", "hour") INCLUDE ("opens")
);

INSERT INTO "door_open_rollups" ("scopeId", grain, hour, opens, methods, "methodOpens")
SELECT "scopeId", grain, hour, sum(opens), array_agg(method ORDER BY method), array_agg(opens ORDER BY method)
FROM "door_open_rollups_by_method" WHERE opens <> 0
GROUP BY 1, 2, 3;

DROP TABLE "door_open_rollups_by_method";

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- As before, each hour's change merged into its one row.
CREATE OR REPLACE FUNCTION "maintain_door_open_rollups"() RETURNS trigger LANGUAGE plpgsql AS 
  E'BEGIN
  WITH facts AS (
    SELECT OLD."propertyId" AS property_id, OLD."tenantId" AS tenant_id, OLD."occurredAt" AS at,
      OLD.method::text AS method, -1 AS sign
    WHERE TG_OP <> ''INSERT'' AND OLD.result = ''granted''
    UNION ALL
    SELECT NEW."propertyId", NEW."tenantId", NEW."occurredAt", NEW.method::text, 1
    WHERE TG_OP <> ''DELETE'' AND NEW.result = ''granted''
  ),
  changed AS (
    SELECT s.scope_id, g.grain, g.at, f.method, sum(f.sign)::int AS opens FROM facts f
    CROSS JOIN LATERAL (VALUES (f.property_id, false), (f.tenant_id, true)) s(scope_id, tenant)
    CROSS JOIN LATERAL (VALUES (''hour'', date_trunc(''hour'', f.at)), (''day'', date_trunc(''day'', f.at)),
      (''quarter'', date_bin(''15 minutes'', f.at, timestamp ''2000-01-01''))) g(grain, at)
    WHERE s.tenant OR g.grain <> ''quarter''
    GROUP BY 1, 2, 3, 4 HAVING sum(f.sign) <> 0
  )
  INSERT INTO door_open_rollups ("scopeId", grain, hour, opens, methods, "methodOpens")
  SELECT scope_id, grain, at, sum(opens), array_agg(method ORDER BY method), array_agg(opens ORDER BY method) FROM changed
  GROUP BY scope_id, grain, at
  ORDER BY scope_id, grain, at
  ON CONFLICT ("scopeId", grain, hour) DO UPDATE SET (opens, methods, "methodOpens") =
    (SELECT door_open_rollups.opens + excluded.opens, h.keys, h.counts FROM add_to_histogram(door_open_rollups.methods,
      door_open_rollups."methodOpens", excluded.methods, excluded."methodOpens") h)\073
  RETURN NULL\073
END ';

COMMIT;
