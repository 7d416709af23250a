import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Notification } from "./notification";
import { scheduleNotification } from "./schedule-notification";
import { sendNotificationJob } from "./send-notification-job";

const schema = `jobs_schedule_notify_${uniqueSuffix()}`;

beforeAll(async () => {
  process.env.JOBS_SCHEMA = schema;
  await migrateJobQueue(inject("databaseUrl"), schema);
});

afterAll(async () => {
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

const queued = async (userId: string) =>
  (await readQueuedJobs(testDatabase(), [sendNotificationJob.kind], schema)).filter(
    (job) => (job.payload as { userId: string }).userId === userId,
  );

describe("scheduling a notification", () => {
  it("queues a repeat of one tag once, and a door alert whose job failed for good does not silence the next one", async () => {
    const { userId } = await createExampleIds();
    const alert: Notification = {
      kind: "door_alert",
      title: "Lobby has been held open",
      body: "Lobby has been held open.",
      url: "/portal",
      tag: "door-lobby-held_open",
    };
    const at = new Date();
    await testDatabase().$transaction((tx) => scheduleNotification(tx, userId, alert, at));
    await testDatabase().$transaction((tx) => scheduleNotification(tx, userId, alert, at));
    const [first, ...repeats] = await queued(userId);
    expect(repeats).toEqual([]);
    expect(first.payload).toMatchObject({ queuedAt: at.toISOString() });
    await testDatabase().$executeRaw`update ${Prisma.raw(`"${schema}"`)}._private_jobs
      set attempts = max_attempts, last_error = 'failed for good' where id = ${BigInt(first.id)}`;

    const later = new Date(at.getTime() + 61_000);
    await testDatabase().$transaction((tx) => scheduleNotification(tx, userId, alert, later));
    expect((await queued(userId)).map((job) => (job.payload as { queuedAt: string }).queuedAt)).toEqual([
      at.toISOString(),
      later.toISOString(),
    ]);
  });
});
