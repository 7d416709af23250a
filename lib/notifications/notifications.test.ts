import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoreJwt } from "../auth/core-jwt";
import { TEST_CORE_JWT_SECRET } from "../auth/testing/identity-fixtures";
import { createExampleIds } from "../testing/admin-fixtures";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Notification } from "./notification";
import { sendNotification } from "./send-notification";
import { startPushService, webPushEnv } from "./testing/start-push-service";
import { startTwilioMessaging } from "./testing/start-twilio-messaging";

const ACCOUNT_SID = `AC${"1".repeat(32)}`;
const AUTH_TOKEN = "messaging-test-token";
const gone = new Set<string>();
let push: Awaited<ReturnType<typeof startPushService>>;
let sms: Awaited<ReturnType<typeof startTwilioMessaging>>;
let pushEnv: ReturnType<typeof webPushEnv>;

beforeAll(async () => {
  push = await startPushService((path) => (gone.has(path) ? 410 : 201));
  sms = await startTwilioMessaging(ACCOUNT_SID, AUTH_TOKEN);
  pushEnv = webPushEnv(push.caFile);
  Object.assign(process.env, {
    ...pushEnv,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_API_BASE: sms.baseUrl,
    TWILIO_MESSAGING_FROM: "+15005550006",
    CORE_JWT_SECRET: TEST_CORE_JWT_SECRET,
  });
});

afterAll(async () => {
  await push?.close();
  await sms?.close();
});

async function resident(options: { phone?: string | null; prefs?: Record<string, boolean> } = {}) {
  const ids = await createExampleIds();
  const user = await testDatabase().user.update({
    where: { id: ids.userId },
    data: {
      phone:
        options.phone === undefined
          ? `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`
          : options.phone,
      notificationPrefs: options.prefs ?? { calls: true, missedCalls: true, guestArrivals: true, accessEvents: true },
    },
  });
  return { ids, user };
}

async function subscribe(userId: string) {
  const subscription = push.subscribe();
  const { token } = await issueCoreJwt({ id: userId, role: "resident", tenantId: null, sessionVersion: 0 });
  const saved = await fetch(`${baseUrl()}/api/v1/notifications/push-subscriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
  });
  expect(saved.status).toBe(201);
  return subscription;
}

const note = (kind: Notification["kind"], title = `note ${uniqueSuffix()}`): Notification => ({
  kind,
  title,
  body: "Someone is at the door",
  url: "/portal",
});

describe("resident notifications", () => {
  it("sends web push encrypted for the browser (RFC 8291) and signed with VAPID, and no SMS to a resident with push", async () => {
    const { user } = await resident();
    const subscription = await subscribe(user.id);
    const notification = { ...note("visitor_calling"), callId: "call-1" };
    const report = await sendNotification(user.id, notification);
    expect(report).toEqual({ webPush: 1, mobile: 0, removed: 0, sms: false });
    const delivered = push.received.filter((entry) => subscription.endpoint.endsWith(entry.path));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].payload).toEqual(notification);
    expect(delivered[0].vapidKey).toBe(pushEnv.VAPID_PUBLIC_KEY);
    expect(delivered[0]).toMatchObject({ ttl: "60", urgency: "high" });
    expect(sms.received.filter((message) => message.to === user.phone)).toEqual([]);
    expect(push.refusals).toEqual([]);
  });

  it("removes a subscription the push service answers 410 for", async () => {
    const { user } = await resident({ phone: null });
    const subscription = await subscribe(user.id);
    gone.add(new URL(subscription.endpoint).pathname);
    expect(await sendNotification(user.id, note("missed_call"))).toEqual({
      webPush: 0,
      mobile: 0,
      removed: 1,
      sms: false,
    });
    expect(await testDatabase().pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("falls back to an SMS through Twilio's Messaging API for a resident with no push channel", async () => {
    const { user } = await resident();
    const notification = note("guest_pass_used", "Sam has arrived");
    expect(await sendNotification(user.id, notification)).toEqual({ webPush: 0, mobile: 0, removed: 0, sms: true });
    expect(sms.received.filter((message) => message.to === user.phone)).toEqual([
      {
        accountSid: ACCOUNT_SID,
        to: user.phone,
        from: "+15005550006",
        body: "Sam has arrived: Someone is at the door",
      },
    ]);
  });

  it("honours notificationPrefs: a kind switched off or never switched on reaches no channel, the others still do", async () => {
    const { user } = await resident({ prefs: { guestArrivals: false, calls: true } });
    await subscribe(user.id);
    expect(await sendNotification(user.id, note("guest_pass_used"))).toEqual({
      webPush: 0,
      mobile: 0,
      removed: 0,
      sms: false,
    });
    expect(await sendNotification(user.id, note("missed_call"))).toEqual({
      webPush: 0,
      mobile: 0,
      removed: 0,
      sms: false,
    });
    expect(await sendNotification(user.id, note("visitor_calling"))).toEqual({
      webPush: 1,
      mobile: 0,
      removed: 0,
      sms: false,
    });
  });

  it("refuses a push subscription that is not https or lacks keys", async () => {
    const { user } = await resident();
    const { token } = await issueCoreJwt({ id: user.id, role: "resident", tenantId: null, sessionVersion: 0 });
    for (const body of [
      { endpoint: "http://push.example.com/x", keys: { p256dh: "a", auth: "b" } },
      { endpoint: "https://push.example.com/x" },
    ]) {
      const answer = await fetch(`${baseUrl()}/api/v1/notifications/push-subscriptions`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(400);
    }
  });
});

// A call ringing the unit of `ids`, as the voice gateway leaves it.
const ringingCall = (ids: { propertyId: string; unitId: string }) =>
  testDatabase().call.create({
    data: {
      propertyId: ids.propertyId,
      unitId: ids.unitId,
      carrier: "twilio",
      carrierCallId: `CA${uniqueSuffix()}`,
      from: "+15550100",
      to: "+15550101",
      status: "ringing",
    },
  });

// The notification's Open, pressed by a resident of `tenantId`.
async function pressOpen(callId: string, userId: string, tenantId: string) {
  const { token } = await issueCoreJwt({ id: userId, role: "resident", tenantId, sessionVersion: 0 });
  return fetch(`${baseUrl()}/api/v1/calls/${callId}/open`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("the Open action of a visitor-calling notification", () => {
  it("opens the entrance only while the call is live; afterwards it is refused and recorded as denied", async () => {
    const { ids, user } = await resident();
    const call = await ringingCall(ids);
    const open = () => pressOpen(call.id, user.id, ids.tenantId);

    const live = await open();
    expect(live.status).toBe(201);
    expect((await live.json()).data.accessEvent).toMatchObject({
      result: "granted",
      deviceId: ids.deviceId,
      commandId: expect.any(String),
    });

    await testDatabase().call.update({ where: { id: call.id }, data: { status: "completed", endedAt: new Date() } });
    const late = await open();
    expect(late.status).toBe(403);
    expect((await late.json()).error.message).toMatch(/no longer live/);
    const events = await testDatabase().accessEvent.findMany({
      where: { callId: call.id },
      orderBy: { occurredAt: "asc" },
    });
    expect(events.map((event) => [event.result, event.reason])).toEqual([
      ["granted", null],
      ["denied", "the call is no longer live"],
    ]);
  });

  it("answers 409 and records nothing when the property has no entrance door", async () => {
    const { ids, user } = await resident();
    await testDatabase().device.update({ where: { id: ids.deviceId }, data: { isEntrance: false } });
    const call = await ringingCall(ids);
    const answer = await pressOpen(call.id, user.id, ids.tenantId);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error).toEqual({
      code: "CONFLICT",
      message: "This property has no entrance door to open",
    });
    expect(await testDatabase().accessEvent.count({ where: { callId: call.id } })).toBe(0);
    expect(await testDatabase().callEvent.count({ where: { callId: call.id } })).toBe(0);
  });

  it("answers 404 for a call to another unit", async () => {
    const mine = await resident();
    const theirs = await resident();
    const call = await ringingCall(theirs.ids);
    const answer = await pressOpen(call.id, mine.user.id, mine.ids.tenantId);
    expect(answer.status).toBe(404);
    expect(await testDatabase().accessEvent.count({ where: { callId: call.id } })).toBe(0);
  });
});
