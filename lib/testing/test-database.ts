import { inject } from "vitest";
import { createDatabaseClient, type Database } from "../db/client";

let client: Database | undefined;

// The run's shared database, for tests that read or write rows directly.
export function testDatabase(): Database {
  process.env.DATABASE_URL ??= inject("databaseUrl");
  client ??= createDatabaseClient(inject("databaseUrl"));
  return client;
}

// A property's number for a test: ten random digits, so thousands per run never collide on the unique key.
export const uniquePhoneNumber = (prefix: string) =>
  `${prefix}${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

// The production server started for this run.
export const baseUrl = () => inject("baseUrl");
