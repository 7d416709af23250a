import { db } from "../db/client";
import type { RateLimitState } from "./admin-principal";

// Counters in rate_limit_buckets, one row per key and fixed window (the API key limiter's table and approach).
export type BucketCount = { key: string; count: number; resetSeconds: number };

// Adds `by` to each key's bucket of the current window of `windowSeconds` in one statement; answers the new counts.
export async function countInBuckets(keys: string[], windowSeconds: number, by = 1): Promise<BucketCount[]> {
  if (Math.random() < 0.01) void forgetOldBuckets().catch(() => undefined);
  return db().$queryRaw<BucketCount[]>`
    WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}::int)::float8 * ${windowSeconds}::int) AS start)
    INSERT INTO rate_limit_buckets (key, "windowStart", count)
    SELECT key, w.start, greatest(${by}::int, 0) FROM unnest(${keys}::text[]) AS key, w
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = greatest(rate_limit_buckets.count + ${by}::int, 0)
    RETURNING key, count,
      greatest(1, ceil(extract(epoch FROM "windowStart" + make_interval(secs => ${windowSeconds}::int) - now())))::int AS "resetSeconds"`;
}

// One key counted against a limit per window, in the shape enforceRateLimit refuses.
export async function countRequest(key: string, limit: number, windowSeconds: number): Promise<RateLimitState> {
  const [bucket] = await countInBuckets([key], windowSeconds);
  return { limit, remaining: limit - bucket.count, resetSeconds: bucket.resetSeconds };
}

// Empties a key's bucket of the current window.
export async function clearBucket(key: string, windowSeconds: number): Promise<void> {
  await db().$executeRaw`
    DELETE FROM rate_limit_buckets
    WHERE key = ${key} AND "windowStart" = to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}::int)::float8 * ${windowSeconds}::int)`;
}

// Windows are at most an hour long, so older rows count for nothing.
export async function forgetOldBuckets(): Promise<void> {
  await db().$executeRaw`DELETE FROM rate_limit_buckets WHERE "windowStart" < now() - interval '2 hours'`;
}
