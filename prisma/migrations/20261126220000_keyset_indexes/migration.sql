-- Access events and audit logs are listed newest first per tenant: with the id in the index, the row before a deep
-- page is found by walking the index alone, and the page after it starts where the index says. One transaction, so
-- a failure leaves the old indexes in place.
BEGIN;
DROP INDEX "access_events_tenantId_occurredAt_idx";
CREATE INDEX "access_events_tenantId_occurredAt_id_idx" ON "access_events"("tenantId", "occurredAt" DESC, "id");
DROP INDEX "audit_logs_tenantId_createdAt_idx";
CREATE INDEX "audit_logs_tenantId_createdAt_id_idx" ON "audit_logs"("tenantId", "createdAt" DESC, "id");
COMMIT;
