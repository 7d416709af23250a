import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../bootstrap/apply-migrations";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../bootstrap/start-embedded-database";

export type TestDatabase = EmbeddedDatabase & { folder: string; remove: () => Promise<void> };

// A throwaway embedded PostgreSQL in a temporary folder, migrated and ready; it never waits on fsync.
export async function startTestDatabase(): Promise<TestDatabase> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-test-"));
  const database = await startEmbeddedDatabase(folder, "gatehouse_test", undefined, { throwaway: true });
  try {
    await applyMigrations(database.url);
    await migrateJobQueue(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  return {
    ...database,
    folder,
    remove: async () => {
      await database.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
