import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { config, fixConfig, setConfigDefaults } from "../config/read-config";
import { checkDatabaseReachable } from "../bootstrap/check-database-reachable";
import { applySecretDefaults, readInstanceSettings } from "../bootstrap/instance-settings";
import { StartupError } from "../bootstrap/startup-error";
import { waitForMigrations } from "../bootstrap/wait-for-migrations";
import { startJobWorker } from "./start-job-worker";

// `npm run worker`: the job worker alone, for running more of them beside web-only instances (WORKER=off).
async function main(): Promise<void> {
  // A worker beside production web instances is production too, unless NODE_ENV says otherwise.
  setConfigDefaults({ NODE_ENV: "production" });
  exitOnBadConfig();
  if (!config().DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL: point it at the database the web instances use");
    process.exit(2);
  }
  await checkDatabaseReachable(config().DATABASE_URL!);
  await waitForMigrations(config().DATABASE_URL!, (line) => console.log(line));
  const settings = readInstanceSettings();
  if (settings) applySecretDefaults(settings);
  // The environment is final: every job's config() reads the kept parse instead of the environment again.
  fixConfig();
  const worker = await startJobWorker();
  console.log("Gatehouse job worker is running (Ctrl-C stops it after running jobs finish)");
  const stop = async () => {
    await worker.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  console.error(error instanceof StartupError ? message : `The job worker could not start: ${message}`);
  process.exit(1);
});
