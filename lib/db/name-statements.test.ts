import { afterAll, describe, expect, inject, it } from "vitest";
import { uniqueSuffix } from "../testing/test-database";
import { createDatabaseClient, endDatabaseClient, type Database } from "./client";
import { nameStatements } from "./name-statements";

const clients: Database[] = [];
function clientWith(preparedStatements: number): Database {
  const client = createDatabaseClient(inject("databaseUrl"), preparedStatements);
  clients.push(client);
  return client;
}

// What the connection has prepared, read on the connection that ran the statements (a transaction holds one).
async function preparedOn(client: Database, run: (tx: Database) => Promise<unknown>): Promise<string[]> {
  return client.$transaction(async (tx) => {
    await run(tx as Database);
    const rows = await tx.$queryRaw<{ statement: string }[]>`SELECT statement FROM pg_prepared_statements`;
    return rows.map((row) => row.statement);
  });
}

afterAll(async () => {
  await Promise.all(clients.map(endDatabaseClient));
});

describe("nameStatements", () => {
  it("names each distinct statement once, up to its limit, and never one that selects or returns *", () => {
    const name = nameStatements(3)!;
    const first = name({ sql: "SELECT id FROM units WHERE id = $1" });
    expect(first).toMatch(/^gh\d+$/);
    expect(name({ sql: "SELECT id FROM units WHERE id = $1" })).toBe(first);
    expect(name({ sql: "SELECT count(*)::int FROM units" })).toMatch(/^gh\d+$/);
    expect(name({ sql: "UPDATE units SET name = $1 RETURNING *" })).toBeUndefined();
    // The limit is reached: a new statement runs unnamed, the named ones keep their names.
    expect(name({ sql: "SELECT name FROM units" })).toBeUndefined();
    expect(name({ sql: "SELECT id FROM units WHERE id = $1" })).toBe(first);
    expect(nameStatements(0)).toBeUndefined();
  });

  it("prepares a repeated statement on its connection, and nothing when turned off", async () => {
    const marker = `prepared_${uniqueSuffix().replace(/\W/g, "_")}`;
    const run = async (tx: Database) => {
      for (let i = 0; i < 3; i++) await tx.$queryRawUnsafe(`SELECT $1::int AS ${marker}`, i);
    };
    expect((await preparedOn(clientWith(200), run)).filter((sql) => sql.includes(marker))).toHaveLength(1);
    expect((await preparedOn(clientWith(0), run)).filter((sql) => sql.includes(marker))).toEqual([]);
  });

  it("keeps answering a SELECT * after a migration adds a column to its table", async () => {
    const client = clientWith(200);
    const table = `prepared_${uniqueSuffix().replace(/\W/g, "_")}`;
    // One transaction, so every statement runs on the connection that would hold the prepared one.
    const [before, after] = await client.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`CREATE TEMP TABLE ${table} (id int) ON COMMIT DROP`);
      await tx.$executeRawUnsafe(`INSERT INTO ${table} VALUES (1)`);
      const read = () => tx.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM ${table}`);
      const first = await read();
      await read();
      await tx.$executeRawUnsafe(`ALTER TABLE ${table} ADD COLUMN note text`);
      return [first, await read()];
    });
    expect(before).toEqual([{ id: 1 }]);
    expect(after).toEqual([{ id: 1, note: null }]);
  });
});
