import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { readMigrationStatus } from "../db/read-migration-status";
import { isDatabaseEmpty, seedDemoData, type SeedSummary } from "../seed/seed-demo-data";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { applyMigrations } from "./apply-migrations";
import { withStartupLock } from "./with-startup-lock";

export type PreparedDatabase = { migrated: string[]; seeded: SeedSummary | null };

// Applies pending migrations, then loads the demo data into an empty database when asked to.
export async function prepareDatabase(
  url: string,
  { seedWhenEmpty }: { seedWhenEmpty: boolean },
): Promise<PreparedDatabase> {
  const database = createDatabaseClient(url);
  try {
    return await withStartupLock(url, async () => {
      const { pending } = await readMigrationStatus(database);
      if (pending.length) await applyMigrations(url);
      await migrateJobQueue(url);
      const seeded = seedWhenEmpty && (await isDatabaseEmpty(database)) ? await seedDemoData(database) : null;
      return { migrated: pending, seeded };
    });
  } finally {
    await endDatabaseClient(database);
  }
}
