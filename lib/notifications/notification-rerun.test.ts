import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Notification } from "./notification";
import { retryNotificationJob } from "./retry-notification-job";
import { sendNotificationJob } from "./send-notification-job";
import { startPushService, webPushEnv } from "./testing/start-push-service";

const schema = `jobs_notify_rerun_${uniqueSuffix()}`;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  push = await startPushService();
  Object.assign(process.env, {
    JOBS_SCHEMA: schema,
    ...webPushEnv(push.caFile),
  });
  await migrateJobQueue(inject("databaseUrl"), schema);
});

afterAll(async () => {
  await push?.close();
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

const runJobs = () =>
  runJobsUntilIdle({
    definitions: [sendNotificationJob, retryNotificationJob],
    connectionString: inject("databaseUrl"),
    schema,
  });

describe("a notification job run again", () => {
  it("does not send again to a browser an earlier run of the same job reached; the one that failed is retried once", async () => {
    const ids = await createExampleIds();
    await testDatabase().user.update({ where: { id: ids.userId }, data: { notificationPrefs: { missedCalls: true } } });
    const browsers = [push.subscribe(), push.subscribe()];
    push.failNext(new URL(browsers[1].endpoint).pathname, { status: 503 });
    for (const browser of browsers)
      await testDatabase().pushSubscription.create({
        data: { userId: ids.userId, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth },
      });
    const notification: Notification = {
      kind: "missed_call",
      title: `Missed ${uniqueSuffix()}`,
      body: "A visitor rang",
      url: "/portal",
    };
    await enqueueJob(testDatabase(), sendNotificationJob, {
      userId: ids.userId,
      notification,
      queuedAt: new Date().toISOString(),
    });
    // Queuing the retry of the browser answered 503 fails once, after both sends, as a database hiccup would.
    const jobs = `"${schema}"._private_jobs`;
    await testDatabase().$executeRawUnsafe(
      `create function "${schema}".refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await testDatabase().$executeRawUnsafe(
      `create trigger refuse_jobs before insert on ${jobs} for each row execute function "${schema}".refuse_jobs()`,
    );
    await runJobs();
    await testDatabase().$executeRawUnsafe(`drop trigger refuse_jobs on ${jobs}`);
    const [failed] = await readQueuedJobs(testDatabase(), [sendNotificationJob.kind], schema);
    expect(failed).toBeDefined();
    await testDatabase().$executeRaw`update ${Prisma.raw(`"${schema}"`)}._private_jobs set run_at = now()
      where id = ${BigInt(failed.id)}`;
    await runJobs();
    expect(await readQueuedJobs(testDatabase(), [sendNotificationJob.kind], schema)).toEqual([]);
    await testDatabase().$executeRaw`update ${Prisma.raw(`"${schema}"`)}._private_jobs set run_at = now()`;
    await runJobs();
    for (const browser of browsers)
      expect(push.received.filter((entry) => entry.path === new URL(browser.endpoint).pathname)).toHaveLength(1);
    expect(await testDatabase().notificationSend.count({ where: { jobId: failed.id } })).toBe(0);
  });
});
