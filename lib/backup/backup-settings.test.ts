import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBackupSchedule } from "./backup-settings";
import { backupFileName, pruneBackups } from "./schedule-backups";

describe("scheduled backup settings", () => {
  it("are off without BACKUP_DIR and default to daily, keeping seven", () => {
    expect(readBackupSchedule({})).toBeNull();
    expect(readBackupSchedule({ BACKUP_DIR: "/b" })).toEqual({ dir: "/b", everyMs: 86_400_000, keep: 7 });
    expect(readBackupSchedule({ BACKUP_DIR: "/b", BACKUP_EVERY: "6h", BACKUP_KEEP: 3 })).toEqual({
      dir: "/b",
      everyMs: 21_600_000,
      keep: 3,
    });
  });

  it("refuse an interval under a minute in one line", () => {
    expect(() => readBackupSchedule({ BACKUP_DIR: "/b", BACKUP_EVERY: "10s" })).toThrow(
      /^Gatehouse cannot start: BACKUP_EVERY must be at least 1m\./,
    );
  });
});

describe("pruning scheduled backups", () => {
  it("removes the oldest beyond the count kept and leaves other files alone", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "gatehouse-prune-"));
    const names = [1, 2, 3, 4].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day, 3, 0, 0))));
    for (const name of [...names, "notes.txt"]) writeFileSync(path.join(dir, name), "x");
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "notes.txt"].sort());
    rmSync(dir, { recursive: true, force: true });
  });
});
