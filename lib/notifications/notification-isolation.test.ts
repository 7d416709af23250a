import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { issueCoreJwt } from "../auth/core-jwt";
import { TEST_CORE_JWT_SECRET } from "../auth/testing/identity-fixtures";
import { enqueueJob } from "../jobs/enqueue-job";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { registerPushToken } from "../mobile/register-push-token";
import type { UserWithUnits } from "../auth/serialize-user";
import { createExampleIds } from "../testing/admin-fixtures";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { MAX_MOBILE_DEVICES, MAX_PUSH_SUBSCRIPTIONS } from "./limit-push-targets";
import type { Notification } from "./notification";
import { retryNotificationJob } from "./retry-notification-job";
import { deliverNotification } from "./send-notification";
import { sendNotificationJob } from "./send-notification-job";
import { sendWebPush, WEB_PUSH_TIMEOUT_MS } from "./send-web-push";
import { startPushService, webPushEnv } from "./testing/start-push-service";

// A queue schema of this file's own keeps other files' workers away from its jobs.
const schema = `jobs_notify_isolation_${uniqueSuffix()}`;
let push: Awaited<ReturnType<typeof startPushService>>;
// A push service that accepts connections and never says a word, not even TLS.
let silent: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  push = await startPushService();
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("data", () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    JOBS_SCHEMA: schema,
    ...webPushEnv(push.caFile),
    CORE_JWT_SECRET: TEST_CORE_JWT_SECRET,
  });
  await migrateJobQueue(inject("databaseUrl"), schema);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await push?.close();
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

async function resident() {
  const ids = await createExampleIds();
  return testDatabase().user.update({
    where: { id: ids.userId },
    data: {
      phone: null,
      notificationPrefs: { calls: true, missedCalls: true, guestArrivals: true, accessEvents: true },
    },
  });
}

const silentEndpoint = () => `https://127.0.0.1:${(silent.address() as { port: number }).port}/push/${uniqueSuffix()}`;

// A browser of the stand-in, or another's keys at the given endpoint.
async function subscribeAt(userId: string, endpoint?: string) {
  const browser = push.subscribe();
  const { p256dh, auth } = browser.keys;
  return testDatabase().pushSubscription.create({
    data: { userId, endpoint: endpoint ?? browser.endpoint, p256dh, auth },
  });
}

const note = (kind: Notification["kind"] = "visitor_calling"): Notification => ({
  kind,
  title: `Visitor ${uniqueSuffix()}`,
  body: "Someone is at the door",
  url: "/portal",
});

describe("one resident's push targets cannot hold the senders", () => {
  it("gives up on a push service that never answers after the web push timeout, not twice it", async () => {
    const user = await resident();
    const subscription = await subscribeAt(user.id, silentEndpoint());
    const started = Date.now();
    const outcome = await sendWebPush(subscription, note());
    const took = Date.now() - started;
    expect(outcome).toMatchObject({ status: "retry" });
    expect(took).toBeGreaterThanOrEqual(WEB_PUSH_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(WEB_PUSH_TIMEOUT_MS + 2_500);
  }, 20_000);

  it("sends to all of a resident's targets at once: silent ones cost one timeout together, the live one arrives", async () => {
    const user = await resident();
    const silentOnes = await Promise.all([1, 2, 3].map(() => subscribeAt(user.id, silentEndpoint())));
    const live = await subscribeAt(user.id);
    const notification = note();
    const started = Date.now();
    const { report, pending } = await deliverNotification(user.id, notification);
    expect(Date.now() - started).toBeLessThan(WEB_PUSH_TIMEOUT_MS + 2_500);
    expect(report.webPush).toBe(1);
    expect(push.received.filter((entry) => entry.path === new URL(live.endpoint).pathname)).toHaveLength(1);
    expect(
      pending.map((entry) => entry.target).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual(
      silentOnes
        .map((subscription) => ({ channel: "web-push", id: subscription.id }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  }, 30_000);

  it("drops a visitor alert that is stale before its first send, and sends a fresh one", async () => {
    const user = await resident();
    const browser = await subscribeAt(user.id);
    const [stale, fresh] = [note(), note()];
    await enqueueJob(testDatabase(), sendNotificationJob, {
      userId: user.id,
      notification: stale,
      queuedAt: new Date(Date.now() - 61_000).toISOString(),
    });
    await enqueueJob(testDatabase(), sendNotificationJob, {
      userId: user.id,
      notification: fresh,
      queuedAt: new Date().toISOString(),
    });
    await runJobsUntilIdle({
      definitions: [sendNotificationJob, retryNotificationJob],
      connectionString: inject("databaseUrl"),
      schema,
    });
    const titles = push.received
      .filter((entry) => entry.path === new URL(browser.endpoint).pathname)
      .map((entry) => (entry.payload as Notification).title);
    expect(titles).toEqual([fresh.title]);
    expect(await readQueuedJobs(testDatabase(), [sendNotificationJob.kind], schema)).toEqual([]);
  });
});

describe("how many push targets a user keeps", () => {
  it(`keeps a user's ${MAX_PUSH_SUBSCRIPTIONS} newest browsers: another removes the oldest`, async () => {
    const user = await resident();
    const { token } = await issueCoreJwt({ id: user.id, role: "resident", tenantId: null, sessionVersion: 0 });
    const save = (subscription: ReturnType<typeof push.subscribe>) =>
      fetch(`${baseUrl()}/api/v1/notifications/push-subscriptions`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys }),
      });
    const saved = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, () => push.subscribe());
    for (const subscription of saved) {
      expect((await save(subscription)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Saving one already stored again takes no place of another.
    expect((await save(saved[3])).status).toBe(201);
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(MAX_PUSH_SUBSCRIPTIONS);
    const newest = push.subscribe();
    expect((await save(newest)).status).toBe(201);
    const kept = await testDatabase().pushSubscription.findMany({
      where: { userId: user.id },
      select: { endpoint: true },
    });
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      [...saved.slice(1), newest].map((subscription) => subscription.endpoint).sort(),
    );
  });

  it(`keeps a user's ${MAX_MOBILE_DEVICES} most recently seen phones: another signs out the least recent`, async () => {
    const user = (await resident()) as unknown as UserWithUnits;
    const register = async (pushToken: string) => {
      await registerPushToken(user, { pushToken, platform: "android" });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const tokens = Array.from({ length: MAX_MOBILE_DEVICES }, () => `token-${uniqueSuffix()}`);
    for (const token of tokens) await register(token);
    // The first phone registers again, so the second is now the one seen least recently.
    await register(tokens[0]);
    const newest = `token-${uniqueSuffix()}`;
    await register(newest);
    const signedIn = await testDatabase().mobileDevice.findMany({
      where: { userId: user.id, revokedAt: null },
      select: { pushToken: true },
    });
    expect(signedIn.map((row) => row.pushToken).sort()).toEqual([tokens[0], ...tokens.slice(2), newest].sort());
  });
});
