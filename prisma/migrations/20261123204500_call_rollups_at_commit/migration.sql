-- Calls are counted into their rollups at commit (deferred constraint triggers), as door openings already are: many
-- calls ringing at one property then hold its hourly rollup rows only while committing, not for the rest of the
-- carrier webhook's transaction.
DROP TRIGGER "calls_rollups_insert_delete" ON "calls";
DROP TRIGGER "calls_rollups_update" ON "calls";

CREATE CONSTRAINT TRIGGER "calls_rollups_insert_delete" AFTER INSERT OR DELETE ON "calls"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "maintain_call_rollups"();
CREATE CONSTRAINT TRIGGER "calls_rollups_update" AFTER UPDATE ON "calls"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.outcome IS DISTINCT FROM NEW.outcome
    OR OLD."startedAt" IS DISTINCT FROM NEW."startedAt" OR OLD."answeredAt" IS DISTINCT FROM NEW."answeredAt"
    OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId")
  EXECUTE FUNCTION "maintain_call_rollups"();
