import { inject } from "vitest";
import { migrateJobQueue } from "../../jobs/migrate-job-queue";
import { runJobsUntilIdle } from "../../jobs/testing/run-jobs-until-idle";
import { startTestServer, type TestServer } from "../../testing/start-test-server";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import type { WebhookSender } from "../../db/generated/enums";
import { startFakeTelnyxApi, type FakeTelnyxApi } from "./fake-telnyx-api";
import { createWebhookSecrets, webhookEnv, type WebhookSecrets } from "./webhook-secrets";

export type WebhookTestServer = {
  server: TestServer;
  secrets: WebhookSecrets;
  telnyx: FakeTelnyxApi;
  jobsSchema: string;
  // Runs the jobs the server queued (carrier commands) here, against the fakes, until none is due.
  runJobs: () => Promise<void>;
  stop: () => Promise<void>;
};

// A server of its own with every provider secret set, Telnyx commands pointed at a local fake, and a job queue
// schema of its own, so this file's jobs run here and nowhere else.
export async function startWebhookTestServer(): Promise<WebhookTestServer> {
  const secrets = createWebhookSecrets();
  const telnyx = await startFakeTelnyxApi();
  const jobsSchema = `jobs_${uniqueSuffix()}`;
  const env = { ...webhookEnv(secrets, telnyx.url), JOBS_SCHEMA: jobsSchema };
  Object.assign(process.env, env, { DATABASE_URL: inject("databaseUrl") });
  await migrateJobQueue(inject("databaseUrl"), jobsSchema);
  const server = await startTestServer(inject("databaseUrl"), env);
  return {
    server,
    secrets,
    telnyx,
    jobsSchema,
    runJobs: () => runJobsUntilIdle({ connectionString: inject("databaseUrl"), schema: jobsSchema }),
    stop: async () => {
      await server.stop();
      await telnyx.stop();
      await testDatabase().$executeRawUnsafe(`drop schema if exists "${jobsSchema}" cascade`);
    },
  };
}

// Counts one delivery's stored events, by a value its event id holds, so files running beside it cannot move the count.
export const storedEvents = (sender: WebhookSender, mention: string) =>
  testDatabase().webhookEvent.count({ where: { sender, eventId: { contains: mention } } });
