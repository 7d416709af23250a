import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, closeSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { childEnvironment } from "../config/read-config";
import type { DatabaseAccount } from "./database-account";
import type { PostgresBinaries } from "./postgres-binaries";

// `throwaway` clusters (the tests') never fsync: nothing in them has to survive the machine crashing.
export type ClusterOptions = {
  binaries: PostgresBinaries;
  account: DatabaseAccount | null;
  databaseDir: string;
  throwaway?: boolean;
};
export type RunningPostgres = {
  stop: () => Promise<void>;
  exited: () => boolean;
  onExit: (listener: (code: number | null, signal: NodeJS.Signals | null) => void) => void;
};

// Messages are matched in English.
const env = () => childEnvironment({ LC_MESSAGES: "C" });

// Run as the postgres account, PostgreSQL starts inside its data folder and names it through
// /proc/self/cwd, so the folders above it need not be enterable by that account.
function placement({ account, databaseDir }: ClusterOptions) {
  const viaCwd = account !== null && process.platform === "linux";
  return {
    dataArg: viaCwd ? "/proc/self/cwd" : databaseDir,
    spawnOptions: { cwd: viaCwd ? databaseDir : undefined, ...(account ?? {}), env: env() },
  };
}

function keepTail(lines: string[], chunk: Buffer | string): void {
  lines.push(...String(chunk).trim().split("\n").filter(Boolean));
  lines.splice(0, Math.max(0, lines.length - 40));
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });
}

// initdb into an empty data folder owned by the account, with the superuser password read from a file
// handed over as standard input (the account may not be able to reach the file by its path).
export async function initialiseCluster(options: ClusterOptions, password: string): Promise<void> {
  const { binaries, account, databaseDir, throwaway } = options;
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(databaseDir), `.pg-password-${process.pid}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    chownSync(databaseDir, account.uid, account.gid);
    chownSync(passwordFile, account.uid, account.gid);
  }
  const fd = openSync(passwordFile, "r");
  const { dataArg, spawnOptions } = placement(options);
  const output: string[] = [];
  try {
    const pwfile = account ? "/dev/stdin" : passwordFile;
    const args = [
      `--pgdata=${dataArg}`,
      "--auth=scram-sha-256",
      "--username=postgres",
      `--pwfile=${pwfile}`,
      "--lc-messages=C",
      "--encoding=UTF8",
      ...(throwaway ? ["--no-sync"] : []),
    ];
    const child = spawn(binaries.initdb, args, { ...spawnOptions, stdio: [fd, "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => keepTail(output, chunk));
    child.stderr?.on("data", (chunk) => keepTail(output, chunk));
    const code = await waitForExit(child);
    if (code !== 0) throw new Error(`initdb failed (exit ${code}): ${output.join("\n")}`);
  } finally {
    closeSync(fd);
    rmSync(passwordFile, { force: true });
  }
}

// Starts the server and resolves once it accepts connections; rejects with its last log lines otherwise.
export function startPostgres(
  options: ClusterOptions,
  flags: string[],
  log: string[],
  ownGroup = false,
): Promise<RunningPostgres> {
  const { dataArg, spawnOptions } = placement(options);
  // In its own process group (the launcher's), a signal to the app's group (Ctrl-C, a service manager)
  // reaches PostgreSQL only through the launcher, once the app has drained.
  const child = spawn(options.binaries.postgres, ["-D", dataArg, ...flags], {
    ...spawnOptions,
    detached: ownGroup,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stopOnExit = () => child.kill("SIGINT");
  process.once("exit", stopOnExit);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const running: RunningPostgres = {
    exited,
    onExit: (listener) => child.once("exit", listener),
    stop: async () => {
      process.off("exit", stopOnExit);
      if (exited()) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      // A fast shutdown takes well under a second; an immediate one if it does not come.
      const timer = setTimeout(() => child.kill("SIGQUIT"), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      keepTail(log, chunk);
      if (String(chunk).includes("database system is ready to accept connections")) resolve(running);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("error", (error) => {
      process.off("exit", stopOnExit);
      reject(error);
    });
    child.on("close", (code) => {
      process.off("exit", stopOnExit);
      reject(new Error(`PostgreSQL exited (code ${code}): ${log.join("\n")}`));
    });
  });
}
