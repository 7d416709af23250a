import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { startSmtpStandIn, type SmtpStandIn } from "../mail/testing/start-smtp-stand-in";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { queueUserToken } from "./queue-user-token";
import { readUserToken } from "./read-user-token";
import { passwordResetJob, requestPasswordReset } from "./request-password-reset";
import { sendUserToken } from "./send-user-token";
import { sendUserTokenJob } from "./send-user-token-job";

// A queue schema of this file's own keeps other files' workers away from its jobs.
const schema = `jobs_link_mail_${uniqueSuffix()}`;
const kinds = [passwordResetJob.kind, sendUserTokenJob.kind];
let smtp: SmtpStandIn;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  Object.assign(process.env, { JOBS_SCHEMA: schema, PUBLIC_BASE_URL: "http://gatehouse.test" });
  await migrateJobQueue(inject("databaseUrl"), schema);
});

afterAll(async () => {
  await smtp?.close();
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

const runJobs = () =>
  runJobsUntilIdle({
    definitions: [passwordResetJob, sendUserTokenJob],
    connectionString: inject("databaseUrl"),
    schema,
  });

// Runs the waiting jobs now, as if their backoff had passed.
async function runWhenDue() {
  await testDatabase().$executeRaw`update ${Prisma.raw(`"${schema}"`)}._private_jobs set run_at = now()
    where attempts < max_attempts`;
  await runJobs();
}

async function activeUser() {
  const { userId } = await createExampleIds();
  return testDatabase().user.findUniqueOrThrow({ where: { id: userId } });
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const secretOf = (link: string) => new URL(link).searchParams.get("token") as string;

describe("mailing set-password links", () => {
  it("a reset whose mail failed for good does not swallow the next reset for that address", async () => {
    const user = await activeUser();
    // Nothing listens there: every send is refused.
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    await requestPasswordReset(user.email);
    await runJobs();
    for (let round = 0; round < 6; round += 1) await runWhenDue();
    const failed = (await readQueuedJobs(testDatabase(), kinds, schema)).filter((job) => job.attempts >= 5);
    expect(failed).toHaveLength(1);
    expect(mailsTo(user.email)).toEqual([]);

    process.env.SMTP_URL = smtp.url;
    await requestPasswordReset(user.email);
    await runJobs();
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe("Reset your Gatehouse password");
    expect((await readUserToken(secretOf(mail.link as string))).state).toBe("valid");
  });

  it("a link already mailed is not mailed again with a new secret: the first mail's link keeps working", async () => {
    const user = await activeUser();
    process.env.SMTP_URL = smtp.url;
    const token = await testDatabase().$transaction((tx) => queueUserToken(tx, user.id, "password_reset"));
    expect(await sendUserToken(token.id)).toBe("sent");
    // The job runs again, as after a failure reported once the mail had gone.
    expect(await sendUserToken(token.id)).toBe("skipped");
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect((await readUserToken(secretOf(mails[0].link as string))).state).toBe("valid");
  });
});
