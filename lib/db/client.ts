import { PrismaPg } from "@prisma/adapter-pg";
import { config } from "../config/read-config";
import { PrismaClient } from "./generated/client";
import { runInTransactionScope } from "./transaction-scope";

export type Database = InstanceType<typeof PrismaClient>;

export function createDatabaseClient(connectionString = config().DATABASE_URL): Database {
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  // A short connect timeout lets health checks answer 503 quickly while the database is down.
  const adapter = new PrismaPg({ connectionString, max: 20, connectionTimeoutMillis: 3000 });
  const client = new PrismaClient({ adapter });
  // Transactions mark their async scope, so outbound clients can refuse to run inside one.
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => unknown;
  Object.defineProperty(client, "$transaction", {
    value: (...args: unknown[]) => runInTransactionScope(() => transaction(...args)),
  });
  return client;
}

const globalForDb = globalThis as unknown as { gatehouseDb?: Database };

// One client per process, also across hot reloads in development.
export function db(): Database {
  globalForDb.gatehouseDb ??= createDatabaseClient();
  return globalForDb.gatehouseDb;
}
