import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/enqueue-job";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Notification } from "./notification";
import { NOTIFICATION_ATTEMPTS, retryNotificationJob } from "./retry-notification-job";
import { closeApns } from "./send-apns";
import { sendNotificationJob } from "./send-notification-job";
import { startApnsService } from "./testing/start-apns-service";
import { startFcmService } from "./testing/start-fcm-service";
import { startPushService, webPushEnv } from "./testing/start-push-service";
import { startTwilioMessaging } from "./testing/start-twilio-messaging";

const ACCOUNT_SID = `AC${"3".repeat(32)}`;
const APPLE = { teamId: "TEAM123456", keyId: "KEY1234567", topic: "com.gatehouse.resident" };
// A queue schema of this file's own keeps other files' workers away from its jobs.
const schema = `jobs_notify_retry_${uniqueSuffix()}`;

let push: Awaited<ReturnType<typeof startPushService>>;
let fcm: Awaited<ReturnType<typeof startFcmService>>;
let apns: Awaited<ReturnType<typeof startApnsService>>;
let sms: Awaited<ReturnType<typeof startTwilioMessaging>>;

beforeAll(async () => {
  [push, fcm, apns, sms] = await Promise.all([
    startPushService(),
    startFcmService(),
    startApnsService(APPLE),
    startTwilioMessaging(ACCOUNT_SID, "retry-test-token"),
  ]);
  Object.assign(process.env, {
    JOBS_SCHEMA: schema,
    ...webPushEnv(push.caFile),
    FCM_SERVICE_ACCOUNT_FILE: fcm.serviceAccountFile,
    FCM_API_BASE: fcm.baseUrl,
    FCM_TOKEN_URL: fcm.tokenUrl,
    APNS_KEY_FILE: apns.keyFile,
    APNS_KEY_ID: APPLE.keyId,
    APNS_TEAM_ID: APPLE.teamId,
    APNS_TOPIC: APPLE.topic,
    APNS_HOST: apns.host,
    APNS_CA_FILE: apns.caFile,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: "retry-test-token",
    TWILIO_API_BASE: sms.baseUrl,
    TWILIO_MESSAGING_FROM: "+15005550006",
  });
  await migrateJobQueue(inject("databaseUrl"), schema);
});

afterAll(async () => {
  await closeApns();
  await Promise.all([push?.close(), fcm?.close(), apns?.close(), sms?.close()]);
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

async function resident(options: { phone?: boolean } = {}) {
  const ids = await createExampleIds();
  return testDatabase().user.update({
    where: { id: ids.userId },
    data: {
      phone: options.phone ? `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}` : null,
      notificationPrefs: { calls: true, missedCalls: true, guestArrivals: true, accessEvents: true },
    },
  });
}

async function subscribe(userId: string) {
  const subscription = push.subscribe();
  await testDatabase().pushSubscription.create({
    data: { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  });
  return new URL(subscription.endpoint).pathname;
}

async function addToken(userId: string, platform: "ios" | "android") {
  const pushToken = platform === "ios" ? apns.register() : fcm.register();
  await testDatabase().mobileDevice.create({ data: { userId, platform, pushToken } });
  return pushToken;
}

// Queues the notification as notify-* does, for the worker to send.
async function notify(userId: string): Promise<Notification> {
  const notification: Notification = {
    kind: "missed_call",
    title: `Missed ${uniqueSuffix()}`,
    body: "A visitor rang",
    url: "/portal",
  };
  await enqueueJob(testDatabase(), sendNotificationJob, { userId, notification });
  return notification;
}

const runJobs = () =>
  runJobsUntilIdle({
    definitions: [sendNotificationJob, retryNotificationJob],
    connectionString: inject("databaseUrl"),
    schema,
  });

const queued = async (userId: string) =>
  (await readQueuedJobs(testDatabase(), [sendNotificationJob.kind, retryNotificationJob.kind], schema)).filter(
    (job) => (job.payload as { userId: string }).userId === userId,
  );

// Moves the resident's waiting jobs to now, as if their backoff had passed, and runs them as the worker would.
async function runWhenDue(userId: string) {
  const ids = (await queued(userId)).map((job) => BigInt(job.id));
  if (ids.length > 0)
    await testDatabase().$executeRaw`update ${Prisma.raw(`"${schema}"`)}._private_jobs set run_at = now()
      where id in (${Prisma.join(ids)}) and attempts < max_attempts`;
  await runJobs();
}

const pushedTo = (path: string) => push.received.filter((entry) => entry.path === path);

describe("notification retries", () => {
  it("retries a web push answered 503 after its Retry-After, and does not send again to the browser that got it", async () => {
    const user = await resident();
    const [failing, fine] = [await subscribe(user.id), await subscribe(user.id)];
    push.failNext(failing, { status: 503, retryAfter: "30" });
    const notification = await notify(user.id);
    const started = Date.now();
    await runJobs();
    expect([push.tries(failing), pushedTo(failing).length, push.tries(fine), pushedTo(fine).length]).toEqual([
      1, 0, 1, 1,
    ]);

    const [retry, ...others] = await queued(user.id);
    expect(others).toEqual([]);
    expect(retry).toMatchObject({
      kind: "notifications.retry",
      payload: { target: { channel: "web-push" }, tried: 1 },
    });
    expect(retry.runAt.getTime()).toBeGreaterThanOrEqual(started + 29_000);
    await runJobs();
    expect(push.tries(failing)).toBe(1);

    await runWhenDue(user.id);
    expect(pushedTo(failing).map((entry) => entry.payload)).toEqual([notification]);
    expect([push.tries(failing), push.tries(fine), pushedTo(fine).length]).toEqual([2, 1, 1]);
    expect(await queued(user.id)).toEqual([]);
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(2);
  });

  it("retries an FCM send whose connection dropped, with the queue's backoff; the iPhone that got it is not sent again", async () => {
    const user = await resident();
    const [android, iphone] = [await addToken(user.id, "android"), await addToken(user.id, "ios")];
    fcm.failNext(android, "drop");
    await notify(user.id);
    const started = Date.now();
    await runJobs();
    expect([fcm.tries(android), apns.tries(iphone)]).toEqual([1, 1]);
    expect(apns.received.filter((entry) => entry.token === iphone)).toHaveLength(1);
    expect(fcm.received.filter((entry) => entry.token === android)).toEqual([]);
    const [retry] = await queued(user.id);
    expect(retry.payload).toMatchObject({ target: { channel: "mobile" } });
    // graphile-worker's own first wait, e^1 s.
    expect(retry.runAt.getTime()).toBeGreaterThanOrEqual(started + 2_500);

    await runWhenDue(user.id);
    expect(fcm.received.filter((entry) => entry.token === android)).toHaveLength(1);
    expect([fcm.tries(android), apns.tries(iphone)]).toEqual([2, 1]);
    expect(apns.received.filter((entry) => entry.token === iphone)).toHaveLength(1);
    expect(await queued(user.id)).toEqual([]);
  });

  it("retries FCM's 429 QUOTA_EXCEEDED and APNs' 503 ServiceUnavailable through the queue, one send per attempt", async () => {
    const user = await resident();
    const [android, iphone] = [await addToken(user.id, "android"), await addToken(user.id, "ios")];
    fcm.failNext(android, { status: 429, retryAfter: "10" });
    apns.failNext(iphone, { status: 503, reason: "ServiceUnavailable" });
    await notify(user.id);
    await runJobs();
    // The APNs library does not resend by itself: the stand-in saw one request.
    expect([fcm.tries(android), apns.tries(iphone)]).toEqual([1, 1]);
    expect(
      (await queued(user.id)).map((job) => (job.payload as { target: { channel: string } }).target.channel),
    ).toEqual(["mobile", "mobile"]);
    await runWhenDue(user.id);
    expect([fcm.tries(android), apns.tries(iphone)]).toEqual([2, 2]);
    expect(fcm.received.filter((entry) => entry.token === android)).toHaveLength(1);
    expect(apns.received.filter((entry) => entry.token === iphone)).toHaveLength(1);
    expect(await queued(user.id)).toEqual([]);
  });

  it("retries an SMS Twilio answered 503: the text arrives once", async () => {
    const user = await resident({ phone: true });
    const phone = user.phone as string;
    sms.failNext(phone, { status: 503 });
    await notify(user.id);
    await runJobs();
    expect([sms.tries(phone), sms.received.filter((message) => message.to === phone).length]).toEqual([1, 0]);
    await runWhenDue(user.id);
    expect([sms.tries(phone), sms.received.filter((message) => message.to === phone).length]).toEqual([2, 1]);
    expect(await queued(user.id)).toEqual([]);
  });

  it("does not retry a 400, and keeps the subscription and the token", async () => {
    const user = await resident();
    const [path, android] = [await subscribe(user.id), await addToken(user.id, "android")];
    push.failNext(path, { status: 400 });
    fcm.failNext(android, { status: 400 });
    await notify(user.id);
    await runJobs();
    expect(await queued(user.id)).toEqual([]);
    await runWhenDue(user.id);
    expect([push.tries(path), fcm.tries(android), pushedTo(path).length]).toEqual([1, 1, 0]);
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await testDatabase().mobileDevice.count({ where: { userId: user.id } })).toBe(1);
  });

  it("removes a subscription answered 410 and does not retry it", async () => {
    const user = await resident();
    const path = await subscribe(user.id);
    push.failNext(path, { status: 410 });
    await notify(user.id);
    await runJobs();
    expect(await queued(user.id)).toEqual([]);
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(0);
    await runWhenDue(user.id);
    expect(push.tries(path)).toBe(1);
  });

  it(`gives up after ${NOTIFICATION_ATTEMPTS} attempts in all and leaves nothing queued`, async () => {
    const user = await resident();
    const path = await subscribe(user.id);
    push.failNext(path, ...Array.from({ length: 10 }, () => ({ status: 500 })));
    await notify(user.id);
    await runJobs();
    for (let round = 0; round < NOTIFICATION_ATTEMPTS + 2; round += 1) await runWhenDue(user.id);
    expect([push.tries(path), pushedTo(path).length]).toEqual([NOTIFICATION_ATTEMPTS, 0]);
    expect(await queued(user.id)).toEqual([]);
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(1);
  });
});
