-- A call's detail reads the door openings it caused. Most access events belong to no call, so the index keeps only
-- those that do (a partial index, which the Prisma schema cannot express).
CREATE INDEX "access_events_callId_occurredAt_idx" ON "access_events" ("callId", "occurredAt") WHERE "callId" IS NOT NULL;
