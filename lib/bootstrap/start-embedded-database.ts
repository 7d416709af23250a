import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { lockDataFolder } from "./data-folder-lock";
import { dataFolderMajor, embeddedPostgresMajor } from "./embedded-postgres-major";
import { supervisePostgres } from "./supervise-postgres";
import { checkFreeSpace } from "./check-free-space";
import { databaseAccount } from "./database-account";
import { explainPostgresFailure, portTaken, unwritableFolderError } from "./explain-postgres-failure";
import { findFreePort } from "./find-free-port";
import { postgresBinaries } from "./postgres-binaries";
import { initialiseCluster, startPostgres, type RunningPostgres } from "./run-postgres";
import { dataDir } from "../config/data-dir";
import { StartupError } from "./startup-error";
import { embeddedDatabaseUrl, loadInstanceSettings, saveInstanceSettings } from "./instance-settings";

export type EmbeddedDatabase = { url: string; dataFolder: string; stateFile: string | null; stop: () => Promise<void> };
export type Supervision = { report: (message: string) => void; giveUp: () => void };

// The platform's own connections go through a Unix socket in the data folder: a statement's round trip through
// loopback TCP costs the app's process more CPU (docs/architecture.md, "Connections to the embedded database").
// A socket's path has at most 107 bytes on Linux, 103 elsewhere; a data folder deeper than that keeps TCP.
function unixSocketFolder(databaseDir: string, port: number): string | null {
  if (process.platform === "win32") return null;
  const folder = path.resolve(databaseDir);
  const longest = process.platform === "linux" ? 107 : 103;
  return Buffer.byteLength(path.join(folder, `.s.PGSQL.${port}`)) <= longest ? folder : null;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

// Starts the PostgreSQL that ships with the embedded-postgres package in <data folder>/postgres.
// With `supervise`, an unexpected exit is restarted with backoff (supervise-postgres.ts).
// With `throwaway` (test databases only), commits skip fsync: a killed server keeps them, a crashed machine may not.
// It also takes 300 connections, as a deployment sizes `max_connections` for its processes: the suite runs two full
// instances beside its own servers and clients on it.
export async function startEmbeddedDatabase(
  folder = dataDir(),
  database = "gatehouse",
  supervise?: Supervision,
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<EmbeddedDatabase> {
  let releaseLock: () => void;
  try {
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    checkFreeSpace(folder);
    releaseLock = lockDataFolder(folder);
  } catch (error) {
    throw unwritableFolderError(folder, error) ?? error;
  }
  const recentLog: string[] = [];
  try {
    const stored = loadInstanceSettings(folder);
    const settings = { ...stored, postgresPort: await findFreePort(stored.postgresPort) };
    if (settings.postgresPort !== stored.postgresPort) saveInstanceSettings(settings, folder);

    const account = databaseAccount();
    const cluster = {
      binaries: await postgresBinaries(account),
      account,
      databaseDir: path.join(folder, "postgres"),
      throwaway,
    };
    const found = dataFolderMajor(cluster.databaseDir);
    if (found !== null && found !== embeddedPostgresMajor()) {
      throw new StartupError(
        `${cluster.databaseDir} holds PostgreSQL ${found} data and this build embeds PostgreSQL ${embeddedPostgresMajor()}; nothing was changed. Run the previous release, or move the data across as the README's "Upgrading the embedded PostgreSQL" says.`,
      );
    }
    let socketFolder = unixSocketFolder(cluster.databaseDir, settings.postgresPort);
    const flags = () => [
      "-p",
      String(settings.postgresPort),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      // Relative to the data folder, where PostgreSQL runs (run-postgres.ts): its account need not reach the folders above.
      `unix_socket_directories=${socketFolder ? "." : ""}`,
      ...(throwaway ? ["-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=300"] : []),
    ];
    const start = (supervised: boolean) => startPostgres(cluster, flags(), recentLog, supervised);
    let server: RunningPostgres;
    try {
      if (!existsSync(path.join(cluster.databaseDir, "PG_VERSION")))
        await initialiseCluster(cluster, settings.postgresPassword);
      server = await start(supervise !== undefined)
        .catch((error: unknown) => {
          // A file system that cannot hold a socket (some shared and network folders) leaves TCP alone.
          if (!socketFolder || !recentLog.some((line) => line.includes("could not create any Unix-domain sockets")))
            throw error;
          socketFolder = null;
          return start(supervise !== undefined);
        })
        .catch(async (error: unknown) => {
          // Another process took the port between the check and the start: once more, on a port free now.
          if (!portTaken(recentLog.join("\n"))) throw error;
          settings.postgresPort = await findFreePort();
          saveInstanceSettings(settings, folder);
          socketFolder = socketFolder && unixSocketFolder(cluster.databaseDir, settings.postgresPort);
          recentLog.length = 0;
          return start(supervise !== undefined);
        });
    } catch (error) {
      if (error instanceof StartupError) throw error;
      const detail = `${error instanceof Error ? error.message : error}\n${recentLog.join("\n")}`;
      throw (
        unwritableFolderError(cluster.databaseDir, error) ??
        explainPostgresFailure(cluster.databaseDir, settings.postgresPort, detail)
      );
    }
    try {
      await ensureDatabase(embeddedDatabaseUrl(settings, "postgres"), database);
    } catch (error) {
      await server.stop();
      throw error;
    }
    let stopped = false;
    const stateFile = supervise ? path.join(folder, "postgres-state.json") : null;
    const supervisor =
      supervise && stateFile
        ? supervisePostgres({
            first: server,
            start: () => start(true),
            stateFile,
            recentLog,
            ...supervise,
          })
        : server;
    return {
      url: embeddedDatabaseUrl(settings, database, socketFolder ?? undefined),
      dataFolder: folder,
      stateFile,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await supervisor.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
