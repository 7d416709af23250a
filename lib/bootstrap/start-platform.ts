import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { config, fixConfig, setConfigDefaults, setConfigValues } from "../config/read-config";
import { appPortPart } from "./parts/app-port-part";
import { databasePart } from "./parts/database-part";
import { demoControllersPart } from "./parts/demo-controllers-part";
import { jobWorkerPart } from "./parts/job-worker-part";
import { mqttCheckPart } from "./parts/mqtt-check-part";
import { mqttPart } from "./parts/mqtt-part";
import { productionBuildPart } from "./parts/production-build-part";
import { schemaPart } from "./parts/schema-part";
import { webServerPart } from "./parts/web-server-part";
import { startPlatformParts, type LaunchMode, type PlatformPart } from "./platform-part";
import { startupFailureLine } from "./startup-error";

// `npm run dev` and `npm start`. A new part (a worker, a broker) goes into this list where it must start;
// parts stop in reverse order.
const PARTS: PlatformPart[] = [
  appPortPart,
  mqttCheckPart,
  databasePart,
  schemaPart,
  productionBuildPart,
  mqttPart,
  demoControllersPart,
  jobWorkerPart,
  webServerPart,
];

async function main(mode: LaunchMode): Promise<void> {
  // The mode holds for every part, the job worker and device gateway in this process as well as Next.js: `npm start`
  // never mails a link to the log nor posts a webhook to a private address.
  setConfigValues({ NODE_ENV: mode === "dev" ? "development" : "production" });
  exitOnBadConfig();
  const port = config().PORT ?? 3000;
  const embeddedDatabase = !config().DATABASE_URL;
  setConfigDefaults({ NEXTAUTH_URL: `http://localhost:${port}` });
  const platform = await startPlatformParts(PARTS, { mode, port, embeddedDatabase });
  // Every part has set its defaults: the in-process job worker and device gateway read the kept parse from now on.
  fixConfig();
  let stopping = false;
  const stopAndExit = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await platform.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAndExit(0));
  process.on("SIGTERM", () => void stopAndExit(0));
  void platform.ended.then(stopAndExit);
}

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: start-platform.ts dev|start");
  process.exit(2);
}
main(mode).catch((error) => {
  console.error(startupFailureLine(error));
  if (config().LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
});
