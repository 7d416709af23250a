import { runMigrations } from "graphile-worker";
import { jobLogger } from "./job-logger";
import { jobsSchema } from "./jobs-schema";

// The queue's own tables and functions (the library versions them); safe to run on every start.
export async function migrateJobQueue(connectionString: string, schema = jobsSchema()): Promise<void> {
  await runMigrations({ connectionString, schema, logger: jobLogger });
}
