import type { TestProject } from "vitest/node";
import { ensureProductionBuild } from "../bootstrap/ensure-production-build";
import { createDatabaseClient } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";
import { reportStartupFailure } from "./report-startup-failure";
import { startTestDatabase } from "./start-test-database";
import { startTestServer } from "./start-test-server";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    baseUrl: string;
  }
}

// One migrated and seeded PostgreSQL and one server for the whole run; tests make their own uniquely named rows.
export default async function setup(project: TestProject) {
  await reportStartupFailure("The production build", ensureProductionBuild);
  const database = await reportStartupFailure("The test database", startTestDatabase);
  try {
    const client = createDatabaseClient(database.url);
    await reportStartupFailure("The demo data", () => seedDemoData(client)).finally(() => client.$disconnect());
    process.env.DATABASE_URL = database.url;
    project.provide("databaseUrl", database.url);
    // HTTP tests run against the production build, started once for the run.
    const server = await reportStartupFailure("The test server", () => startTestServer(database.url));
    project.provide("baseUrl", server.baseUrl);
    return async () => {
      await server.stop();
      await database.remove();
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
