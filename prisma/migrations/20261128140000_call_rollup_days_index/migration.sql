-- The calls list's total and deep pages sum a scope's day rows of some statuses. Through the primary key the planner
-- judges that by the scope's share of all rows (a tenant's are mostly hour and quarter rows) and on a large tenant
-- may scan the whole table (240 ms). This index keeps only day rows, led by scope and status, so the sum reads the
-- few hundred rows it needs (a partial index, which the Prisma schema cannot express). Not built concurrently: that
-- waits for every open snapshot, including an instance waiting for the start-up lock this migration runs under.
-- Calls committing meanwhile wait for the build, about 1.3 s for 2 million rollup rows.
CREATE INDEX "call_rollups_days_idx" ON "call_rollups" ("scopeId", status, outcome, hour) INCLUDE (calls) WHERE grain = 'day';
