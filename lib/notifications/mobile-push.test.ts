import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoreJwt } from "../auth/core-jwt";
import { TEST_CORE_JWT_SECRET } from "../auth/testing/identity-fixtures";
import { createExampleIds } from "../testing/admin-fixtures";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import type { Notification } from "./notification";
import { closeApns } from "./send-apns";
import { sendNotification } from "./send-notification";
import { startApnsService } from "./testing/start-apns-service";
import { startFcmService } from "./testing/start-fcm-service";
import { startTwilioMessaging } from "./testing/start-twilio-messaging";

const ACCOUNT_SID = `AC${"2".repeat(32)}`;
const APPLE = { teamId: "TEAM123456", keyId: "KEY1234567", topic: "com.gatehouse.resident" };

let fcm: Awaited<ReturnType<typeof startFcmService>>;
let apns: Awaited<ReturnType<typeof startApnsService>>;
let sms: Awaited<ReturnType<typeof startTwilioMessaging>>;

beforeAll(async () => {
  [fcm, apns, sms] = await Promise.all([
    startFcmService(),
    startApnsService(APPLE),
    startTwilioMessaging(ACCOUNT_SID, "mobile-test-token"),
  ]);
  Object.assign(process.env, {
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
    TWILIO_AUTH_TOKEN: "mobile-test-token",
    TWILIO_API_BASE: sms.baseUrl,
    TWILIO_MESSAGING_FROM: "+15005550006",
    CORE_JWT_SECRET: TEST_CORE_JWT_SECRET,
  });
});

afterAll(async () => {
  await closeApns();
  await Promise.all([fcm?.close(), apns?.close(), sms?.close()]);
});

async function resident(prefs: Record<string, boolean> = { calls: true, missedCalls: true, accessEvents: true }) {
  const ids = await createExampleIds();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  return testDatabase().user.update({ where: { id: ids.userId }, data: { phone, notificationPrefs: prefs } });
}

// The app registers its token as it does in the field: POST /devices/push-token with the resident's core JWT.
async function registerToken(userId: string, pushToken: string, platform: "ios" | "android" | "web") {
  const { token } = await issueCoreJwt({ id: userId, role: "resident", tenantId: null, sessionVersion: 0 });
  const answer = await fetch(`${baseUrl()}/devices/push-token`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ pushToken, platform, appVersion: "3.0.0" }),
  });
  expect(answer.status).toBe(201);
}

const calling = (): Notification => ({
  kind: "visitor_calling",
  title: `Visitor ${uniqueSuffix()}`,
  body: "A visitor is calling unit 4B.",
  url: "/portal?openCall=call-7",
  callId: "call-7",
  tag: "call-call-7",
});

describe("mobile app push tokens", () => {
  it("delivers to an Android token through FCM HTTP v1 with a service-account bearer token, reused across sends", async () => {
    const user = await resident();
    const token = fcm.register();
    await registerToken(user.id, token, "android");
    const before = fcm.tokenRequests();
    const first = calling();
    expect(await sendNotification(user.id, first)).toEqual({ webPush: 0, mobile: 1, removed: 0, sms: false });
    expect(await sendNotification(user.id, { ...calling(), kind: "missed_call" })).toMatchObject({ mobile: 1 });
    const delivered = fcm.received.filter((entry) => entry.token === token);
    expect(delivered).toHaveLength(2);
    expect(delivered[0].message).toMatchObject({
      notification: { title: first.title, body: first.body },
      data: { kind: "visitor_calling", url: first.url, callId: "call-7" },
      android: { priority: "high", ttl: "60s", collapse_key: "call-call-7" },
    });
    expect(delivered[1].message).toMatchObject({ android: { priority: "normal", ttl: "86400s" } });
    expect(fcm.tokenRequests() - before).toBeLessThanOrEqual(1);
    expect(sms.received.filter((message) => message.to === user.phone)).toEqual([]);
    expect(fcm.refusals).toEqual([]);
  });

  it("delivers a web token through FCM too", async () => {
    const user = await resident();
    const token = fcm.register();
    await registerToken(user.id, token, "web");
    expect(await sendNotification(user.id, calling())).toEqual({ webPush: 0, mobile: 1, removed: 0, sms: false });
    expect(fcm.received.filter((entry) => entry.token === token)).toHaveLength(1);
  });

  it("delivers to an iOS token through APNs over HTTP/2 with an ES256 provider token and the app's topic", async () => {
    const user = await resident();
    const token = apns.register();
    await registerToken(user.id, token, "ios");
    const note = calling();
    expect(await sendNotification(user.id, note)).toEqual({ webPush: 0, mobile: 1, removed: 0, sms: false });
    const delivered = apns.received.filter((entry) => entry.token === token);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].headers).toMatchObject({
      "apns-topic": APPLE.topic,
      "apns-push-type": "alert",
      "apns-priority": "10",
      "apns-collapse-id": "call-call-7",
    });
    expect(delivered[0].payload).toEqual({
      aps: { alert: { title: note.title, body: note.body }, sound: "default", category: "VISITOR_CALL" },
      kind: "visitor_calling",
      url: note.url,
      callId: "call-7",
    });
    expect(apns.refusals).toEqual([]);
  });

  it("removes the tokens FCM (404 UNREGISTERED) and APNs (410 Unregistered) report invalid, and keeps the rest", async () => {
    const user = await resident();
    const [androidGone, iosGone, androidKept] = [fcm.register(), apns.register(), fcm.register()];
    await registerToken(user.id, androidGone, "android");
    await registerToken(user.id, iosGone, "ios");
    await registerToken(user.id, androidKept, "android");
    fcm.unregister(androidGone);
    apns.unregister(iosGone);
    expect(await sendNotification(user.id, calling())).toEqual({ webPush: 0, mobile: 1, removed: 2, sms: false });
    const left = await testDatabase().mobileDevice.findMany({
      where: { userId: user.id },
      select: { pushToken: true },
    });
    expect(left.map((device) => device.pushToken)).toEqual([androidKept]);
  });

  it("sends nothing to a signed-out token or for a kind switched off; a signed-out phone leaves SMS as the fallback", async () => {
    const user = await resident({ calls: false, missedCalls: true });
    const token = apns.register();
    await registerToken(user.id, token, "ios");
    expect(await sendNotification(user.id, calling())).toEqual({ webPush: 0, mobile: 0, removed: 0, sms: false });
    await testDatabase().mobileDevice.update({ where: { pushToken: token }, data: { revokedAt: new Date() } });
    expect(await sendNotification(user.id, { ...calling(), kind: "missed_call" })).toEqual({
      webPush: 0,
      mobile: 0,
      removed: 0,
      sms: true,
    });
    expect(apns.received.filter((entry) => entry.token === token)).toEqual([]);
  });

  it("keeps tokens when the provider refuses the sender's credentials (a wrong team id, a wrong project)", async () => {
    const user = await resident();
    const [android, ios] = [fcm.register(), apns.register()];
    await registerToken(user.id, android, "android");
    await registerToken(user.id, ios, "ios");
    const saved = { team: process.env.APNS_TEAM_ID, account: process.env.FCM_SERVICE_ACCOUNT_FILE };
    const other = await startFcmService();
    try {
      process.env.APNS_TEAM_ID = "OTHERTEAM1";
      process.env.FCM_SERVICE_ACCOUNT_FILE = other.serviceAccountFile;
      expect(await sendNotification(user.id, calling())).toEqual({ webPush: 0, mobile: 0, removed: 0, sms: false });
    } finally {
      Object.assign(process.env, { APNS_TEAM_ID: saved.team, FCM_SERVICE_ACCOUNT_FILE: saved.account });
      await other.close();
    }
    expect(apns.refusals).toContain("InvalidProviderToken");
    expect(fcm.refusals).toContain("assertion");
    expect(await testDatabase().mobileDevice.count({ where: { userId: user.id } })).toBe(2);
  });
});
