import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";

export type DataEntry = { name: string; size: number; mode: number; directory: boolean };

// What PostgreSQL's own base backup leaves out: runtime state rebuilt at start and files that must not be restored.
const SKIP_CONTENTS = new Set([
  "pg_stat_tmp",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_subtrans",
]);
const SKIP_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "backup_manifest",
  "postgresql.auto.conf.tmp",
  "current_logfiles.tmp",
]);

// The data folder's entries (relative names, directories first); `only` limits the walk to one sub-folder.
export function walkDataFiles(root: string, options: { skipWal: boolean; only?: string }): DataEntry[] {
  const entries: DataEntry[] = [];
  const visit = (relative: string) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names.sort()) {
      const child = relative ? `${relative}/${name}` : name;
      if (SKIP_FILES.has(name) || name.startsWith("pgsql_tmp") || name.startsWith("pg_internal.init")) continue;
      let stat;
      try {
        stat = lstatSync(path.join(root, child));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // dropped while we walked
        throw error;
      }
      if (stat.isDirectory()) {
        entries.push({ name: child, size: 0, mode: stat.mode & 0o7777, directory: true });
        if (SKIP_CONTENTS.has(child) || (options.skipWal && child === "pg_wal")) continue;
        visit(child);
      } else if (stat.isFile()) {
        entries.push({ name: child, size: stat.size, mode: stat.mode & 0o7777, directory: false });
      }
    }
  };
  visit(options.only ?? "");
  return entries;
}
