import { PrismaPg } from "@prisma/adapter-pg";
import type { Pool } from "pg";
import { config } from "../config/read-config";
import { onShutdown } from "../lifecycle/shutdown-hooks";
import { PrismaClient } from "./generated/client";
import { nameStatements } from "./name-statements";
import { endPool, openPool } from "./open-pool";
import { runInTransactionScope } from "./transaction-scope";

export type Database = InstanceType<typeof PrismaClient>;

// Each client's own pg pool and statement names, for the statements that go around Prisma (query-rows.ts).
const pools = new WeakMap<Database, { pool: Pool; name: ReturnType<typeof nameStatements> }>();
export const poolOf = (client: Database) => pools.get(client);

export function createDatabaseClient(
  connectionString = config().DATABASE_URL,
  preparedStatements = config().DATABASE_PREPARED_STATEMENTS ?? 200,
): Database {
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  // A short connect timeout lets health checks answer 503 quickly while the database is down.
  // Idle connections stay a minute (DATABASE_POOL_IDLE_SECONDS): under a load that rises and falls, a shorter stay
  // closes connections the next rise must open again, each a new server process and a password handshake.
  const pool = openPool(
    {
      connectionString,
      max: 20,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 1000 * (config().DATABASE_POOL_IDLE_SECONDS ?? 60),
    },
    "database connection lost",
  );
  const name = nameStatements(preparedStatements);
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: name }) });
  pools.set(client, { pool, name });
  // Transactions mark their async scope, so outbound clients can refuse to run inside one.
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => unknown;
  Object.defineProperty(client, "$transaction", {
    value: (...args: unknown[]) => runInTransactionScope(() => transaction(...args)),
  });
  return client;
}

const globalForDb = globalThis as unknown as { gatehouseDb?: Database };

// One client per process, also across hot reloads in development; a server's drain ends it after the features using it.
export function db(): Database {
  if (!globalForDb.gatehouseDb) {
    const client = createDatabaseClient(config().DATABASE_URL);
    globalForDb.gatehouseDb = client;
    onShutdown("database", closeDatabase);
  }
  return globalForDb.gatehouseDb;
}

// Ends this process's client, if it made one: its connections close before the database stops, not by it.
export async function closeDatabase(): Promise<void> {
  const client = globalForDb.gatehouseDb;
  if (!client) return;
  globalForDb.gatehouseDb = undefined;
  await endDatabaseClient(client);
}

// Prisma's disconnect leaves the pool it was given open: a client's connections end only with its pool. Every client a
// process makes ends here.
export async function endDatabaseClient(client: Database): Promise<void> {
  await client.$disconnect();
  const own = poolOf(client);
  if (own) await endPool(own.pool);
}
