import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error";

export class DataFolderBusyError extends StartupError {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(lockFile: string): number | null {
  const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

// One process at a time owns a data folder; a lock left by a dead process is taken over.
export function lockDataFolder(folder: string): () => void {
  const lockFile = path.join(folder, "gatehouse.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderOf(lockFile);
      if (holder) {
        throw new DataFolderBusyError(
          `The data folder ${folder} is in use by another Gatehouse process (pid ${holder}). ` +
            "Stop that instance first, or point this one elsewhere with DATABASE_URL or GATEHOUSE_DATA_DIR.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataFolderBusyError(`Could not lock the data folder ${folder}.`);
}

// The PID of a process that holds the lock, or null when the folder is free.
export function dataFolderHolder(folder: string): number | null {
  const lockFile = path.join(folder, "gatehouse.lock");
  return existsSync(lockFile) ? holderOf(lockFile) : null;
}
