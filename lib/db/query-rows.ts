import { types, type FieldDef } from "pg";
import type { Prisma } from "./generated/client";
import { poolOf, type Database } from "./client";
import { insideTransaction } from "./transaction-scope";

const TIMESTAMP_TYPES = new Set([types.builtins.TIMESTAMP, 1115]); // timestamp and timestamp[]

// The client's own pg pool and statement names, refused inside a transaction: the pool's connection is not the
// transaction's, so a statement meant for a transaction would escape it.
export function ownPool(client: Database) {
  if (insideTransaction()) throw new Error("queryRows runs outside transactions; use the transaction's $queryRaw");
  const own = poolOf(client);
  if (!own) throw new Error("queryRows needs a client made by createDatabaseClient");
  return own;
}

// pg reads a `timestamp` column in the process's time zone, not as UTC like Prisma, so a statement returning one is
// refused; text, numbers, json and arrays agree.
export function refuseTimestamps(fields: FieldDef[]): void {
  const timestamp = fields.find((field) => TIMESTAMP_TYPES.has(field.dataTypeID));
  if (timestamp) throw new Error(`queryRows cannot read the timestamp column "${timestamp.name}"; use $queryRaw`);
}

// One statement straight through the client's pg pool, prepared like Prisma's, without Prisma's compilation of every
// query (about half a millisecond of CPU each): for the busiest paths.
export async function queryRows<T>(client: Database, sql: Prisma.Sql): Promise<T[]> {
  const own = ownPool(client);
  // An instant goes as UTC text, which a `timestamp` column keeps as UTC (Prisma's convention), not pg's local time.
  const values = sql.values.map((value) => (value instanceof Date ? value.toISOString() : value));
  const result = await own.pool.query({ text: sql.text, values, name: own.name?.({ sql: sql.text }) });
  refuseTimestamps(result.fields);
  return result.rows as T[];
}
