import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { log } from "../http/log";
import { repeatEvery } from "../lifecycle/repeat-every";
import type { BackupSchedule } from "./backup-settings";
import { takeBackup } from "./take-backup";

const NAME = /^gatehouse-\d{8}T\d{6}Z\.tar\.gz$/;

export const backupFileName = (at = new Date()) =>
  `gatehouse-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`;

// Oldest first by name (the names sort by time); only files this schedule wrote are removed.
export function pruneBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

// Backs up the running embedded database every `everyMs` into `dir`, keeping the newest `keep`.
export function scheduleBackups(
  schedule: BackupSchedule,
  source: { adminUrl: string; dataFolder: string },
): () => void {
  mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
  let running = false;
  const run = async () => {
    if (running) return; // a slow backup is never overlapped by the next one
    running = true;
    try {
      const summary = await takeBackup({ ...source, out: path.join(schedule.dir, backupFileName()) });
      const removed = pruneBackups(schedule.dir, schedule.keep);
      log.info("backup taken", { file: summary.file, bytes: summary.fileBytes, ms: summary.ms, removed });
    } catch (error) {
      log.error("backup failed", { error });
    } finally {
      running = false;
    }
  };
  return repeatEvery(schedule.everyMs, () => void run());
}
