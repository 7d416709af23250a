import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { testDatabase } from "../testing/test-database";
import { epochMilliseconds, fromEpochMilliseconds, timestampText, utcTimestamps } from "./utc-timestamp";

const instants = [
  "0000-12-25T04:56:02.000Z",
  "0001-01-01T00:00:00.000Z",
  "1969-12-31T23:59:59.999Z",
  "2026-03-08T07:30:00.125Z",
  "9999-12-31T23:59:59.999Z",
].map((text) => new Date(text));

describe("utcTimestamps", () => {
  it("writes a year before 1 as BC, as PostgreSQL does", () => {
    expect(timestampText(new Date("0000-12-25T04:56:02.000Z"))).toBe("0001-12-25 04:56:02.000 BC");
    expect(timestampText(new Date("-000001-01-01T00:00:00.000Z"))).toBe("0002-01-01 00:00:00.000 BC");
    expect(timestampText(new Date("2026-03-08T07:30:00.125Z"))).toBe("2026-03-08 07:30:00.125");
  });

  it("reaches PostgreSQL as the same instants in order, nulls kept, from 1 BC to the year 9999", async () => {
    // As epoch milliseconds: Prisma reads no timestamp before the year 1.
    const rows = await testDatabase().$queryRaw<{ ms: number | null }[]>(
      Prisma.sql`SELECT round(extract(epoch FROM t.at) * 1000)::float8 AS ms
        FROM unnest(${utcTimestamps([...instants, null])}) WITH ORDINALITY t(at, i) ORDER BY t.i`,
    );
    expect(rows.map((row) => row.ms)).toEqual([...instants.map((at) => at.getTime()), null]);
    // A bucket search over them finds each instant's own bound.
    const [found] = await testDatabase().$queryRaw<{ index: number }[]>(
      Prisma.sql`SELECT width_bucket('2026-03-08 07:30:00.125'::timestamp, ${utcTimestamps(instants)}) AS index`,
    );
    expect(found.index).toBe(4);
  });

  it("reads epoch milliseconds back as the same UTC timestamps, to the millisecond, nulls kept", async () => {
    const rows = await testDatabase().$queryRaw<{ same: boolean | null }[]>(
      Prisma.sql`SELECT ${fromEpochMilliseconds("t.ms")} = t.at AS same
        FROM unnest(${epochMilliseconds([...instants.map((at) => at.getTime()), null])}, ${utcTimestamps([...instants, null])}) WITH ORDINALITY t(ms, at, i)
        ORDER BY t.i`,
    );
    expect(rows.map((row) => row.same)).toEqual([...instants.map(() => true), null]);
  });
});
