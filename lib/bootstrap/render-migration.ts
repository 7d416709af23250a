import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDatabase } from "./start-embedded-database";
import { childEnvironment } from "../config/read-config";

// Renders prisma/migrations/<timestamp>_<name>/migration.sql from the change between the schema
// snapshot kept beside the newest migration and prisma/schema.prisma. No shadow database is used.
const EMPTY_SCHEMA = 'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n';

async function main(): Promise<void> {
  const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
  if (!name) throw new Error("usage: npm run db:migration -- <name>");
  const migrations = path.join(process.cwd(), "prisma", "migrations");
  const previous = readdirSync(migrations, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .at(-1);
  const scratch = mkdtempSync(path.join(os.tmpdir(), "gatehouse-migration-"));
  chmodSync(scratch, 0o755);
  const fromSchema = previous ? path.join(migrations, previous, "schema.prisma") : path.join(scratch, "empty.prisma");
  if (!previous) writeFileSync(fromSchema, EMPTY_SCHEMA);
  if (!existsSync(fromSchema)) throw new Error(`${previous} has no schema.prisma snapshot to diff from`);

  // The CLI's driver adapter insists on a reachable server even for a schema-to-schema diff.
  const database = await startEmbeddedDatabase(path.join(scratch, "data"));
  try {
    const prisma = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");
    const diff = spawnSync(
      process.execPath,
      [
        prisma,
        "migrate",
        "diff",
        "--from-schema-datamodel",
        fromSchema,
        "--to-schema-datamodel",
        "prisma/schema.prisma",
        "--script",
      ],
      {
        env: childEnvironment({ DATABASE_URL: database.url }),
        encoding: "utf8",
      },
    );
    if (diff.status !== 0) throw new Error(diff.stderr || diff.stdout);
    const sql = diff.stdout.replace(/^Loaded Prisma config.*\n/m, "");
    if (/^-- This is an empty migration\.?\s*$/m.test(sql) || !sql.trim()) {
      console.log("The schema has not changed since the last migration.");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = path.join(migrations, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "migration.sql"), sql);
    copyFileSync("prisma/schema.prisma", path.join(folder, "schema.prisma"));
    console.log(`Wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
  } finally {
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
