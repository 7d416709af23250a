import { exitOnBadConfig } from "../config/exit-on-bad-config";
import { config } from "../config/read-config";
import { checkDatabaseReachable } from "./check-database-reachable";
import { prepareDatabase } from "./prepare-database";
import { StartupError, startupFailureLine } from "./startup-error";

// `npm run migrate`: applies pending migrations to DATABASE_URL, as a deploy step before the instances start.
async function main(): Promise<void> {
  exitOnBadConfig();
  const url = config().DATABASE_URL;
  if (!url)
    throw new StartupError(
      "DATABASE_URL is not set: npm run migrate applies migrations to an external database; npm start migrates the embedded one itself.",
    );
  await checkDatabaseReachable(url);
  const { migrated } = await prepareDatabase(url, { seedWhenEmpty: config().SEED_DEMO_DATA === "1" });
  console.log(
    migrated.length ? `Applied ${migrated.length} migration(s): ${migrated.join(", ")}` : "The database is up to date.",
  );
}

main().catch((error) => {
  console.error(startupFailureLine(error));
  process.exit(1);
});
