import { readdirSync } from "node:fs";
import path from "node:path";
import type { Database } from "./client";

export type MigrationStatus = { applied: number; pending: string[] };

export function migrationNames(root = process.cwd()): string[] {
  const folder = path.join(root, "prisma", "migrations");
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// Which committed migrations the database has not finished applying.
export async function readMigrationStatus(database: Database, expected = migrationNames()): Promise<MigrationStatus> {
  const table = await database.$queryRaw<
    { exists: boolean }[]
  >`SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS "exists"`;
  if (!table[0]?.exists) return { applied: 0, pending: expected };
  const rows = await database.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((row) => row.migration_name));
  return { applied: applied.size, pending: expected.filter((name) => !applied.has(name)) };
}
