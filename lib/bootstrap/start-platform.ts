import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readBackupSchedule } from "../backup/backup-settings";
import { scheduleBackups } from "../backup/schedule-backups";
import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { childEnvironment, config, setConfigDefaults } from "../config/read-config";
import { applySecretDefaults, embeddedDatabaseUrl, loadInstanceSettings } from "./instance-settings";
import { DataFolderBusyError } from "./data-folder-lock";
import { StartupError } from "./startup-error";
import { ensureProductionBuild } from "./ensure-production-build";
import { prepareDatabase } from "./prepare-database";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./start-embedded-database";

// `npm run dev` and `npm start`: database first (embedded unless DATABASE_URL is set), then Next.js.
async function main(mode: "dev" | "start"): Promise<void> {
  exitOnBadConfig();
  const port = String(config().PORT ?? 3000);
  const backupSchedule = readBackupSchedule();
  let embedded: EmbeddedDatabase | null = null;
  let next: ChildProcess | null = null;
  let gaveUp = false;
  let stopping = false;
  const graceMs = config().SHUTDOWN_GRACE_MS ?? 8000;
  const stopDatabase = async () => embedded?.stop();
  // However the signal arrives (to this process only, or to the whole group), Next.js drains first;
  // PostgreSQL, in its own process group, stops once Next.js has exited.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!next || next.exitCode !== null) return void stopDatabase().then(() => process.exit(gaveUp ? 1 : 0));
    next.kill(signal);
    setTimeout(() => next?.kill("SIGKILL"), graceMs + 1000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  if (!config().DATABASE_URL) {
    embedded = await startEmbeddedDatabase(undefined, undefined, {
      report: (message) => console.error(message),
      giveUp: () => {
        console.error("PostgreSQL (embedded) could not be restarted after 5 tries: stopping so that the service manager restarts Gatehouse.");
        gaveUp = true;
        shutdown("SIGTERM");
      },
    });
    setConfigDefaults({ DATABASE_URL: embedded.url });
    console.log(`PostgreSQL (embedded) is running with its data in ${path.relative(process.cwd(), path.dirname(embedded.dataFolder)) || "."}/${path.basename(embedded.dataFolder)}`);
  }
  try {
    applySecretDefaults(loadInstanceSettings());
    setConfigDefaults({ NEXTAUTH_URL: `http://localhost:${port}` });
    const seedWhenEmpty = mode === "dev" || embedded !== null || config().SEED_DEMO_DATA === "1";
    const { migrated, seeded } = await prepareDatabase(config().DATABASE_URL!, { seedWhenEmpty });
    if (migrated.length) console.log(`Applied ${migrated.length} migration(s).`);
    if (seeded) console.log(`Loaded the demo data: ${JSON.stringify(seeded)}`);
    if (mode === "start") ensureProductionBuild();
    if (embedded && backupSchedule) {
      scheduleBackups(backupSchedule, { adminUrl: embeddedDatabaseUrl(loadInstanceSettings(embedded.dataFolder), "postgres"), dataFolder: embedded.dataFolder });
    }
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  next = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), mode, "-p", port], {
    stdio: "inherit",
    env: childEnvironment({
      NODE_ENV: mode === "dev" ? "development" : "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...(embedded?.stateFile ? { GATEHOUSE_POSTGRES_STATE_FILE: embedded.stateFile } : {}),
      // The production server drains on SIGTERM and SIGINT itself (instrumentation.ts).
      ...(mode === "start" ? { NEXT_MANUAL_SIG_HANDLE: "1" } : {}),
    }),
  });
  console.log(`Gatehouse: http://localhost:${port}  (sign in as owner@gatehouse.local / gatehouse; see README)`);
  next.on("exit", async (code, signal) => {
    await stopDatabase();
    process.exit(gaveUp ? 1 : stopping ? 0 : (code ?? (signal ? 0 : 1)));
  });
}

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: start-platform.ts dev|start");
  process.exit(2);
}
main(mode).catch((error) => {
  console.error(error instanceof DataFolderBusyError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
