import pg from "pg";
import { inject } from "vitest";
import { uniqueSuffix } from "./test-database";

// A new, empty database on the test run's server, for tests that need every migration pending; answers its URL.
export async function freshDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${uniqueSuffix()}`.toLowerCase();
  const admin = new pg.Client({ connectionString: inject("databaseUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}
