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
import { startMqtt, type RunningMqtt } from "../device-gateway/start-mqtt";
import { startDemoControllers } from "../device-simulator/start-demo-controllers";

// `npm run dev` and `npm start`: database first (embedded unless DATABASE_URL is set), the MQTT
// broker (embedded unless MQTT_URL is set) and device gateway, then Next.js.
async function main(mode: "dev" | "start"): Promise<void> {
  exitOnBadConfig();
  const port = String(config().PORT ?? 3000);
  let embedded: EmbeddedDatabase | null = null;
  if (!config().DATABASE_URL) {
    embedded = await startEmbeddedDatabase();
    setConfigDefaults({ DATABASE_URL: embedded.url });
    console.log(`PostgreSQL (embedded) is running with its data in ${path.relative(process.cwd(), path.dirname(embedded.dataFolder)) || "."}/${path.basename(embedded.dataFolder)}`);
  }
  let mqtt: RunningMqtt | null = null;
  let demoStop: (() => Promise<void>) | null = null;
  const stopDatabase = async () => {
    await demoStop?.().catch(() => undefined);
    await mqtt?.stop().catch((error) => console.error(error));
    await embedded?.stop();
  };
  try {
    applySecretDefaults(loadInstanceSettings());
    setConfigDefaults({ NEXTAUTH_URL: `http://localhost:${port}` });
    const seedWhenEmpty = mode === "dev" || embedded !== null || config().SEED_DEMO_DATA === "1";
    const { migrated, seeded } = await prepareDatabase(config().DATABASE_URL!, { seedWhenEmpty });
    if (migrated.length) console.log(`Applied ${migrated.length} migration(s).`);
    if (seeded) console.log(`Loaded the demo data: ${JSON.stringify(seeded)}`);
    if (mode === "start") ensureProductionBuild();
    mqtt = await startMqtt();
    console.log(mqtt.description);
    if (mode === "dev" && mqtt.settings.broker === "embedded") {
      const demo = await startDemoControllers(mqtt.settings.url);
      demoStop = demo.stop;
      if (demo.count) console.log(`Simulated controllers are running for ${demo.count} demo door(s).`);
    }
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
