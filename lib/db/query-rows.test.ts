import { afterAll, describe, expect, inject, it } from "vitest";
import { sqlState } from "../http/to-error-response";
import { uniqueSuffix } from "../testing/test-database";
import { createDatabaseClient, endDatabaseClient, type Database } from "./client";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";

let client: Database;
const started = () => {
  // One client for the file; statements run one at a time share one connection of its pool.
  client ??= createDatabaseClient(inject("databaseUrl"), 200);
  return client;
};

afterAll(async () => {
  if (client) await endDatabaseClient(client);
});

describe("queryRows", () => {
  it("answers like $queryRaw for text, numbers, booleans, json, arrays and timestamptz", async () => {
    const sql = Prisma.sql`SELECT ${"a'b"}::text AS t, 42::int AS n, true AS b, '{"x":[1]}'::jsonb AS j,
      array['p', 'q'] AS arr, ${"2026-01-02T03:04:05.678Z"}::timestamptz AS at, NULL::text AS missing`;
    const [viaPg] = await queryRows(started(), sql);
    const [viaPrisma] = await started().$queryRaw<Record<string, unknown>[]>(sql);
    // In a process off UTC, Prisma's adapter reads a timestamptz shifted by the zone's offset; pg reads the instant.
    expect({ ...(viaPg as object), at: null }).toEqual({ ...viaPrisma, at: null });
    expect(viaPg).toEqual({
      t: "a'b",
      n: 42,
      b: true,
      j: { x: [1] },
      arr: ["p", "q"],
      at: new Date("2026-01-02T03:04:05.678Z"),
      missing: null,
    });
  });

  it("prepares a repeated statement, as Prisma's statements are", async () => {
    const marker = `rows_${uniqueSuffix().replace(/\W/g, "_")}`;
    const sql = (i: number) => Prisma.sql`SELECT ${i}::int AS ${Prisma.raw(marker)}`;
    for (let i = 0; i < 3; i++) expect(await queryRows(started(), sql(i))).toEqual([{ [marker]: i }]);
    // Run one at a time, every statement took the pool's one open connection, which prepared it once.
    const prepared = await queryRows<{ statement: string }>(
      started(),
      Prisma.sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
    );
    expect(prepared).toHaveLength(1);
  });

  it("refuses a timestamp column, which pg would read in the process's time zone, and writes a Date as UTC", async () => {
    await expect(queryRows(started(), Prisma.sql`SELECT now()::timestamp AS at`)).rejects.toThrow(
      /timestamp column "at"/,
    );
    const instant = new Date("2026-05-06T07:08:09.123Z");
    const [row] = await queryRows<{ instant: Date; wall: string }>(
      started(),
      Prisma.sql`SELECT ${instant}::timestamptz AS instant, to_char(${instant}::timestamp, 'YYYY-MM-DD HH24:MI:SS.MS') AS wall`,
    );
    expect(row).toEqual({ instant, wall: "2026-05-06 07:08:09.123" });
  });

  it("refuses to run inside a transaction, whose connection it would not use", async () => {
    await expect(started().$transaction(async () => queryRows(started(), Prisma.sql`SELECT 1 AS one`))).rejects.toThrow(
      /outside transactions/,
    );
  });

  it("reports PostgreSQL's error code, as a unique violation", async () => {
    const table = `rows_unique_${uniqueSuffix().replace(/\W/g, "_")}`;
    await started().$executeRawUnsafe(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
    const insert = Prisma.sql`INSERT INTO ${Prisma.raw(table)} VALUES (1)`;
    await queryRows(started(), insert);
    const error = await queryRows(started(), insert).catch((caught: unknown) => caught);
    expect(sqlState(error)).toBe("23505");
    await started().$executeRawUnsafe(`DROP TABLE ${table}`);
  });
});
