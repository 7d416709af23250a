import os from "node:os";
import { fullDiskError } from "./check-free-space";
import { errorCode, StartupError } from "./startup-error";

const currentUser = () => (process.getuid?.() === 0 ? "postgres" : os.userInfo().username);

// A data folder this user cannot create or write in.
export function unwritableFolderError(folder: string, error: unknown): StartupError | null {
  const code = errorCode(error);
  if (code === "ENOSPC") return fullDiskError(folder);
  if (code === "EEXIST" || code === "ENOTDIR")
    return new StartupError(
      `The data folder ${folder}, or a folder above it, is a file: move that file away, or set GATEHOUSE_DATA_DIR to another folder.`,
    );
  if (code === "EROFS")
    return new StartupError(
      `The data folder ${folder} is on a read-only file system: set GATEHOUSE_DATA_DIR to a folder on a writable disk.`,
    );
  if (code !== "EACCES" && code !== "EPERM") return null;
  return new StartupError(
    `The data folder ${folder} cannot be written by user ${os.userInfo().username} (${code}): give that user access to it (chown -R ${os.userInfo().username} ${folder}), or set GATEHOUSE_DATA_DIR to a folder it owns.`,
  );
}

// Whether postgres's log says another process holds its port.
export const portTaken = (log: string) => /could not bind|Address already in use/i.test(log);

// initdb's or postgres's own failure, in one line when its cause is one the user can fix.
export function explainPostgresFailure(databaseDir: string, port: number, log: string): StartupError {
  if (/No space left on device/i.test(log)) return fullDiskError(databaseDir);
  if (portTaken(log)) {
    return new StartupError(
      `PostgreSQL could not listen on 127.0.0.1:${port}, which another process took meanwhile: start again (a free port is chosen) or stop that process.`,
    );
  }
  if (/Permission denied|wrong ownership|insufficient permissions/i.test(log)) {
    return new StartupError(
      `PostgreSQL (user ${currentUser()}) cannot use its data folder ${databaseDir}: give that user ownership of it (chown -R ${currentUser()} ${databaseDir}), or set GATEHOUSE_DATA_DIR to another folder.`,
    );
  }
  // A PostgreSQL left running by a start that was killed outright holds the folder; its data is intact.
  const holder = /lock file "postmaster\.pid" already exists[\s\S]*?postmaster \(PID (\d+)\)/.exec(log)?.[1];
  if (holder) {
    return new StartupError(
      `PostgreSQL from an earlier start still runs in ${databaseDir} (pid ${holder}): stop it (kill ${holder}) and start again; its data is kept.`,
    );
  }
  const last =
    log
      .trim()
      .split("\n")
      .filter((line) => /FATAL|ERROR|error/.test(line))
      .at(-1) ??
    log.trim().split("\n").at(-1) ??
    "no output";
  return new StartupError(
    `PostgreSQL did not start in ${databaseDir} (${last.trim()}): to start afresh, losing its data, delete that folder; or set DATABASE_URL to another PostgreSQL.`,
  );
}
