-- Door openings are counted into their rollups at commit (deferred constraint triggers): many openings at one
-- property then hold its hourly rollup row only while committing, not for the rest of their transaction.
DROP TRIGGER "access_events_rollups_insert_delete" ON "access_events";
DROP TRIGGER "access_events_rollups_update" ON "access_events";

CREATE CONSTRAINT TRIGGER "access_events_rollups_insert_delete" AFTER INSERT OR DELETE ON "access_events"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "maintain_door_open_rollups"();
CREATE CONSTRAINT TRIGGER "access_events_rollups_update" AFTER UPDATE ON "access_events"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.result IS DISTINCT FROM NEW.result OR OLD.method IS DISTINCT FROM NEW.method
    OR OLD."occurredAt" IS DISTINCT FROM NEW."occurredAt" OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId"
    OR OLD."tenantId" IS DISTINCT FROM NEW."tenantId")
  EXECUTE FUNCTION "maintain_door_open_rollups"();
