import { describe, expect, it } from "vitest";
import { db, poolOf } from "../db/client";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { verifyApiKey } from "./verify-api-key";

// A minute's bucket holds every count of a test: one starting in a minute's last ten seconds waits for the next.
async function awayFromMinuteEdge() {
  const second = new Date().getSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const outcome = async (key: string) => {
  try {
    return (await verifyApiKey(key)).rateLimit?.remaining;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("API keys checked at the same moment", () => {
  it("count every request once, each with its own remaining, and refuse the bad keys among them", async () => {
    const tenant = await createTestTenant();
    const busy = await createTestKey(tenant.id, undefined, { rateLimitPerMinute: 20 });
    const other = await createTestKey(tenant.id, undefined, { rateLimitPerMinute: 100 });
    const revoked = await createTestKey(tenant.id);
    await testDatabase().apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const unknown = `gh_live_${"B".repeat(43)}`;
    await awayFromMinuteEdge();

    const asked = [
      ...Array.from({ length: 30 }, () => busy.key),
      ...Array.from({ length: 3 }, () => other.key),
      revoked.key,
      unknown,
    ].sort(() => Math.random() - 0.5);
    const pool = poolOf(db())!.pool;
    const query = pool.query.bind(pool);
    let statements = 0;
    // The key lookups only: a request now and then also clears old buckets.
    const isLookUp = (config: unknown) => JSON.stringify(config).includes("FROM asked");
    pool.query = ((...args: Parameters<typeof query>) => (
      (statements += isLookUp(args[0]) ? 1 : 0),
      query(...args)
    )) as typeof pool.query;
    let answers: unknown[];
    try {
      answers = await Promise.all(asked.map(outcome));
    } finally {
      pool.query = query;
    }
    const of = (key: string) => answers.filter((_, i) => asked[i] === key);

    // The bucket's counts 1 to 30, one per request: remaining 19 down to -10, none twice.
    expect((of(busy.key) as number[]).sort((a, b) => b - a)).toEqual(Array.from({ length: 30 }, (_, i) => 19 - i));
    expect((of(other.key) as number[]).sort((a, b) => b - a)).toEqual([99, 98, 97]);
    expect(of(revoked.key)).toEqual(["The API key has been revoked"]);
    expect(of(unknown)).toEqual(["The API key is not valid"]);
    const bucket = await testDatabase().rateLimitBucket.findFirstOrThrow({ where: { key: `api_key:${busy.id}` } });
    expect(bucket.count).toBe(30);
    // The requests that came while a statement was out went together in the next one.
    expect(statements).toBeLessThan(5);
  });

  it("answer requests made at once to the server with RateLimit headers that count down without repeats", async () => {
    const { key } = await createTestKey((await createTestTenant()).id, undefined, { rateLimitPerMinute: 12 });
    await awayFromMinuteEdge();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => adminFetch(key, "GET", "/api/admin/properties")),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    const remaining = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => Number(answer.headers.get("ratelimit-remaining")))
      .sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: 12 }, (_, i) => 11 - i));
  });
});
