import { config } from "../config/read-config";
import { prepareDatabase } from "./prepare-database";
import { StartupError } from "./startup-error";

// `npm run migrate`: applies pending migrations to DATABASE_URL, as a deploy step before the instances start.
async function main(): Promise<void> {
  const url = config().DATABASE_URL;
  if (!url)
    throw new StartupError(
      "DATABASE_URL is not set: npm run migrate applies migrations to an external database; npm start migrates the embedded one itself.",
    );
  const { migrated } = await prepareDatabase(url, { seedWhenEmpty: config().SEED_DEMO_DATA === "1" });
  console.log(
    migrated.length ? `Applied ${migrated.length} migration(s): ${migrated.join(", ")}` : "The database is up to date.",
  );
}

main().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
