import { setTimeout as sleep } from "node:timers/promises";
import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { readMigrationStatus } from "../db/read-migration-status";

// A worker started beside web instances that are still migrating waits for their migrations, rather than running jobs
// against tables that are not there yet; it says once what it waits for.
export async function waitForMigrations(url: string, say: (line: string) => void, everyMs = 2000): Promise<void> {
  const database = createDatabaseClient(url);
  try {
    for (let told = false; ; told = true) {
      const { pending } = await readMigrationStatus(database);
      if (!pending.length) return;
      if (!told)
        say(
          `Waiting for ${pending.length} migration(s) to be applied to DATABASE_URL: run npm run migrate, or start a web instance (npm start), which applies them.`,
        );
      await sleep(everyMs);
    }
  } finally {
    await endDatabaseClient(database);
  }
}
