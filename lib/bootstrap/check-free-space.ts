import { statfsSync } from "node:fs";
import { StartupError } from "./startup-error";

// initdb writes about 40 MB; below this PostgreSQL would fail half-way with an obscure message.
const MINIMUM_FREE_BYTES = 64 * 1024 * 1024;

export function fullDiskError(folder: string): StartupError {
  return new StartupError(
    `The disk holding ${folder} is full: free some space on it, or set GATEHOUSE_DATA_DIR to a folder on another disk.`,
  );
}

// Bytes an unprivileged process may still write on the disk holding `folder`.
export function freeBytes(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

export function checkFreeSpace(folder: string): void {
  if (freeBytes(folder) < MINIMUM_FREE_BYTES) throw fullDiskError(folder);
}
