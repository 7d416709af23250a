import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataFolderBusyError, dataFolderHolder, lockDataFolder } from "./data-folder-lock";

describe("data folder lock", () => {
  it("refuses a second holder while a live process holds the folder, with a clear message", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(folder, "gatehouse.lock"), String(other.pid));
      expect(dataFolderHolder(folder)).toBe(other.pid);
      expect(() => lockDataFolder(folder)).toThrow(DataFolderBusyError);
      expect(() => lockDataFolder(folder)).toThrow(/in use by another Gatehouse process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases it", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-lock-"));
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(path.join(folder, "gatehouse.lock"), String(gone.pid));
    const release = lockDataFolder(folder);
    release();
    expect(dataFolderHolder(folder)).toBeNull();
    expect(() => lockDataFolder(folder)()).not.toThrow();
  });

  it("takes over a lock whose pid now belongs to another process, as after a container restarts", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      const start = readFileSync(`/proc/${other.pid}/stat`, "utf8").split(") ")[1].split(" ")[19];
      writeFileSync(path.join(folder, "gatehouse.lock"), `${other.pid} ${Number(start) - 1}`);
      expect(dataFolderHolder(folder)).toBeNull();
      writeFileSync(path.join(folder, "gatehouse.lock"), `${other.pid} ${start}`);
      expect(dataFolderHolder(folder)).toBe(other.pid);
      expect(() => lockDataFolder(folder)).toThrow(DataFolderBusyError);
    } finally {
      other.kill();
    }
  });

  it("names its holder by pid and start, so the holder is known while it runs", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-lock-"));
    const release = lockDataFolder(folder);
    try {
      const [pid, start] = readFileSync(path.join(folder, "gatehouse.lock"), "utf8").split(" ");
      expect(Number(pid)).toBe(process.pid);
      expect(start).toMatch(/^\d+$/);
    } finally {
      release();
    }
  });
});
