-- Access event counts by tenant, grain (day or hour), method and result: a deep page of the access events list finds
-- its day from the day rows and then its hour from that day's hour rows, so the walk to its event covers one hour's
-- events, not one day's. The column holding the tenant is named for it (properties keep no rows).
-- A property's events are counted and paged from an index that also holds their tenant, read without the table.
-- One transaction, with access events locked against writes while their counts are taken.
BEGIN;
LOCK TABLE "access_events" IN SHARE ROW EXCLUSIVE MODE;

DROP TABLE "access_event_counts";

CREATE TABLE "access_event_counts" (
  "tenantId" TEXT NOT NULL,
  "grain" TEXT NOT NULL,
  "hour" TIMESTAMP(3) NOT NULL,
  "method" TEXT NOT NULL,
  "result" TEXT NOT NULL,
  "events" INTEGER NOT NULL,
  CONSTRAINT "access_event_counts_pkey" PRIMARY KEY ("tenantId", "grain", "hour", "method", "result") INCLUDE ("events")
);

INSERT INTO "access_event_counts" ("tenantId", grain, hour, method, result, events)
SELECT a."tenantId", g.grain, date_trunc(g.grain, a."occurredAt"), a.method::text, a.result::text, count(*)
FROM access_events a CROSS JOIN (VALUES ('day'), ('hour')) g(grain)
GROUP BY 1, 2, 3, 4, 5;

DROP INDEX "access_events_propertyId_occurredAt_idx";
CREATE INDEX "access_events_propertyId_occurredAt_id_idx" ON "access_events" ("propertyId", "occurredAt" DESC, "id")
  INCLUDE ("tenantId");

-- Function bodies spell their semicolons as \073 because the migration runner splits statements on every semicolon.
-- The door openings as before, then every event's count by tenant, day and hour, method and result.
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
  INSERT INTO access_event_counts ("tenantId", grain, hour, method, result, events)
  SELECT f.tenant_id, g.grain, date_trunc(g.grain, f.at), f.method, f.result, sum(f.sign)::int FROM (
    SELECT OLD."tenantId" AS tenant_id, OLD."occurredAt" AS at, OLD.method::text AS method, OLD.result::text AS result,
      -1 AS sign
    WHERE TG_OP <> ''INSERT''
    UNION ALL
    SELECT NEW."tenantId", NEW."occurredAt", NEW.method::text, NEW.result::text, 1
    WHERE TG_OP <> ''DELETE''
  ) f CROSS JOIN (VALUES (''day''), (''hour'')) g(grain)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(f.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("tenantId", grain, hour, method, result) DO UPDATE SET events = access_event_counts.events + excluded.events\073
  RETURN NULL\073
END ';

COMMIT;
