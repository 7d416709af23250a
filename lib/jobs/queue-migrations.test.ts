import { afterAll, afterEach, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { waitFor } from "../testing/wait-for";
import { defineJob } from "./define-job";
import { enqueueJob } from "./enqueue-job";
import { migrateJobQueue } from "./migrate-job-queue";
import { startJobWorker } from "./start-job-worker";

const schema = `jobs_migrations_${uniqueSuffix()}`;
const other = `jobs_other_${uniqueSuffix()}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job worker and the migrations graphile-worker announces to every queue schema of the database", () => {
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    for (const name of [schema, other])
      await testDatabase().$executeRawUnsafe(`drop schema if exists "${name}" cascade`);
  });

  it("keeps running when another queue schema is installed, and stops at a breaking migration of its own", async () => {
    vi.stubEnv("JOBS_SCHEMA", schema);
    const ran: number[] = [];
    const job = defineJob({
      kind: `test.migrations-${uniqueSuffix()}`,
      schema: z.object({ n: z.number() }),
      maxAttempts: 1,
      run: async ({ n }) => void ran.push(n),
    });
    const worker = await startJobWorker({ definitions: [job], schema, stopTimeoutMs: 2_000 });
    try {
      // Another file's worker installing its own schema, as the concurrent tests do: seven breaking migrations announced.
      await migrateJobQueue(inject("databaseUrl"), other);
      await pause(500);
      await enqueueJob(testDatabase(), job, { n: 1 });
      await waitFor(
        async () => ran.length,
        (count) => count === 1,
        30_000,
      );

      // A newer release migrating this worker's own schema stops its runners, as graphile-worker's own check would.
      await testDatabase().$executeRawUnsafe(
        `insert into "${schema}".migrations (id, breaking) values (1000000, true)`,
      );
      await testDatabase().$executeRawUnsafe(
        `select pg_notify('worker:migrate', '{"migrationNumber":1000000,"breaking":true}')::text`,
      );
      await pause(500);
      await enqueueJob(testDatabase(), job, { n: 2 });
      await pause(3_000); // three poll intervals
      expect(ran).toEqual([1]);
    } finally {
      await worker.stop();
    }
  });
});
