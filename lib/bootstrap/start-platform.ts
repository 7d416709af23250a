import { spawn } from "node:child_process";
import path from "node:path";
import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { childEnvironment, config, setConfigDefaults } from "../config/read-config";
import { applySecretDefaults, loadInstanceSettings } from "./instance-settings";
import { DataFolderBusyError } from "./data-folder-lock";
import { StartupError } from "./startup-error";
import { ensureProductionBuild } from "./ensure-production-build";
import { prepareDatabase } from "./prepare-database";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./start-embedded-database";

// `npm run dev` and `npm start`: database first (embedded unless DATABASE_URL is set), then Next.js.
async function main(mode: "dev" | "start"): Promise<void> {
  exitOnBadConfig();
  const port = String(config().PORT ?? 3000);
  let embedded: EmbeddedDatabase | null = null;
  if (!config().DATABASE_URL) {
    embedded = await startEmbeddedDatabase();
    setConfigDefaults({ DATABASE_URL: embedded.url });
    console.log(`PostgreSQL (embedded) is running with its data in ${path.relative(process.cwd(), path.dirname(embedded.dataFolder)) || "."}/${path.basename(embedded.dataFolder)}`);
  }
  const stopDatabase = async () => embedded?.stop();
  try {
    // A local instance keeps its generated secrets in its data folder; instances sharing a database share them there.
    if (embedded) applySecretDefaults(loadInstanceSettings());
    setConfigDefaults({ NEXTAUTH_URL: `http://localhost:${port}` });
    const seedWhenEmpty = mode === "dev" || embedded !== null || config().SEED_DEMO_DATA === "1";
    const { migrated, seeded, sharedSecrets } = await prepareDatabase(config().DATABASE_URL!, { seedWhenEmpty, shareSecrets: !embedded });
    if (migrated.length) console.log(`Applied ${migrated.length} migration(s).`);
    if (sharedSecrets.length) console.log(`Using ${sharedSecrets.join(", ")} from the database (shared by every instance on it; set them in the environment to choose your own).`);
    if (seeded) console.log(`Loaded the demo data: ${JSON.stringify(seeded)}`);
    if (mode === "start") ensureProductionBuild();
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const next = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), mode, "-p", port], {
    stdio: "inherit",
    env: childEnvironment({ NODE_ENV: mode === "dev" ? "development" : "production", NEXT_TELEMETRY_DISABLED: "1" }),
  });
  console.log(`Gatehouse: http://localhost:${port}  (sign in as owner@gatehouse.local / gatehouse; see README)`);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) next.kill(signal);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  next.on("exit", async (code, signal) => {
    await stopDatabase();
    process.exit(code ?? (signal ? 0 : 1));
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
