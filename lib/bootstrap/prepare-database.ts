import { createDatabaseClient } from "../db/client";
import { readMigrationStatus } from "../db/read-migration-status";
import { isDatabaseEmpty, seedDemoData, type SeedSummary } from "../seed/seed-demo-data";
import { applyMigrations } from "./apply-migrations";
import { applySharedSecrets } from "./shared-secrets";
import { withStartupLock } from "./with-startup-lock";

export type PreparedDatabase = { migrated: string[]; seeded: SeedSummary | null; sharedSecrets: string[] };
type Options = { seedWhenEmpty: boolean; shareSecrets?: boolean };

// Applies pending migrations, fills unset secrets from the database when asked to, then loads the demo
// data into an empty database when asked to; one instance at a time.
export async function prepareDatabase(url: string, { seedWhenEmpty, shareSecrets = false }: Options): Promise<PreparedDatabase> {
  const database = createDatabaseClient(url);
  try {
    return await withStartupLock(url, async () => {
      const { pending } = await readMigrationStatus(database);
      if (pending.length) await applyMigrations(url);
      const sharedSecrets = shareSecrets ? await applySharedSecrets(database) : [];
      const seeded = seedWhenEmpty && (await isDatabaseEmpty(database)) ? await seedDemoData(database) : null;
      return { migrated: pending, seeded, sharedSecrets };
    });
  } finally {
    await database.$disconnect();
  }
}
