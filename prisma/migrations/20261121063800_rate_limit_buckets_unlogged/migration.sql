-- Rate-limit counters are short-lived and may be lost in a crash, so they skip the WAL and
-- the per-request increment never waits on a disk flush.
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
