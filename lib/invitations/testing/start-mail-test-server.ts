import { inject } from "vitest";
import { migrateJobQueue } from "../../jobs/migrate-job-queue";
import { runJobsUntilIdle } from "../../jobs/testing/run-jobs-until-idle";
import { startSmtpStandIn, type SmtpStandIn } from "../../mail/testing/start-smtp-stand-in";
import { startTestServer, type TestServer } from "../../testing/start-test-server";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";

export const TEST_MAIL_FROM = "Gatehouse Test <gate@example.test>";

// A server with a job queue schema of its own and mail pointed at a local SMTP stand-in; jobs run here, in the test.
export async function startMailTestServer(): Promise<{
  server: TestServer;
  smtp: SmtpStandIn;
  jobsSchema: string;
  runJobs: () => Promise<void>;
  stop: () => Promise<void>;
}> {
  const smtp = await startSmtpStandIn();
  const jobsSchema = `jobs_${uniqueSuffix()}`;
  const env = { JOBS_SCHEMA: jobsSchema, SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM };
  Object.assign(process.env, env, { DATABASE_URL: inject("databaseUrl") });
  await migrateJobQueue(inject("databaseUrl"), jobsSchema);
  const server = await startTestServer(inject("databaseUrl"), env);
  // Links in mail point at this server, as they would at the public address.
  process.env.PUBLIC_BASE_URL = server.baseUrl;
  return {
    server,
    smtp,
    jobsSchema,
    runJobs: () => runJobsUntilIdle({ connectionString: inject("databaseUrl"), schema: jobsSchema }),
    stop: async () => {
      await server.stop();
      await smtp.close();
      await testDatabase().$executeRawUnsafe(`drop schema if exists "${jobsSchema}" cascade`);
    },
  };
}
