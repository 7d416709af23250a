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

// A process's start (clock ticks after boot, from Linux's /proc), or null elsewhere: with its pid it names that process,
// not another that reuses the pid after a restart (a container's small pids come back every time).
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

// The lock names its holder as "<pid> <start>" (a bare pid from older releases, or where there is no /proc).
function holderOf(lockFile: string): number | null {
  const [pidText, start] = readFileSync(lockFile, "utf8").trim().split(" ");
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return null;
  const now = start ? startOf(pid) : null;
  return now === null || now === start ? pid : null;
}

// One process at a time owns a data folder; a lock left by a process that no longer runs is taken over.
export function lockDataFolder(folder: string): () => void {
  const lockFile = path.join(folder, "gatehouse.lock");
  // Read before the file exists, so the file is empty for as short a time as can be.
  const holder = [process.pid, startOf(process.pid)].filter((part) => part !== null).join(" ");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      writeSync(fd, holder);
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const other = holderOf(lockFile);
      if (other) {
        throw new DataFolderBusyError(
          `The data folder ${folder} is in use by another Gatehouse process (pid ${other}). ` +
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
