import { describe, expect, it } from "vitest";
import { postWebhook } from "../events-out/post-webhook";
import type { Notification } from "../notifications/notification";
import { sendApns } from "../notifications/send-apns";
import { sendFcm } from "../notifications/send-fcm";
import { sendSms } from "../notifications/send-sms";
import { sendWebPush } from "../notifications/send-web-push";
import { startTwilioMessaging } from "../notifications/testing/start-twilio-messaging";
import { cancelTwilioLeg } from "../voice/twilio/cancel-twilio-leg";
import { sendTelnyxCommands } from "../voice/telnyx/telnyx-client";
import { startWebhookReceiver } from "../events-out/testing/start-webhook-receiver";
import { startFakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { testDatabase } from "../testing/test-database";
import { insideTransaction } from "./transaction-scope";

describe("outbound calls and database transactions", () => {
  it("marks the scope of an interactive transaction and only that scope", async () => {
    expect(insideTransaction()).toBe(false);
    const seen = await testDatabase().$transaction(async (tx) => {
      await tx.$queryRaw`select 1`;
      return insideTransaction();
    });
    expect(seen).toBe(true);
    expect(insideTransaction()).toBe(false);
  });

  it("refuses a carrier command sent inside a transaction, and sends it outside one", async () => {
    const telnyx = await startFakeTelnyxApi();
    process.env.TELNYX_API_BASE = telnyx.url;
    try {
      const command = { path: "/calls/v3%3Aleg/actions/answer", body: {} };
      await expect(testDatabase().$transaction(() => sendTelnyxCommands([command], "event-inside"))).rejects.toThrow(
        /transaction is open/,
      );
      expect(telnyx.commands).toEqual([]);
      await sendTelnyxCommands([command], "event-outside");
      expect(telnyx.commands.map((sent) => sent.body.command_id)).toEqual(["event-outside-0"]);
    } finally {
      await telnyx.stop();
    }
  });

  it("refuses every other outbound client inside a transaction before anything leaves", async () => {
    const receiver = await startWebhookReceiver();
    const accountSid = `AC${"4".repeat(32)}`;
    const twilioApi = await startTwilioMessaging(accountSid, "scope-test-token");
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: "scope-test-token",
      TWILIO_API_BASE: twilioApi.baseUrl,
      TWILIO_MESSAGING_FROM: "+15005550006",
    });
    const subscription = { endpoint: receiver.url, p256dh: "x", auth: "y" } as Parameters<typeof sendWebPush>[0];
    const notification: Notification = {
      kind: "missed_call",
      title: "Missed call",
      body: "A visitor rang",
      url: "/portal",
    };
    const clients: [string, () => Promise<unknown>][] = [
      ["webhook delivery", () => postWebhook(receiver.url, {}, "{}", true)],
      ["web push", () => sendWebPush(subscription, notification)],
      ["Twilio SMS", () => sendSms("+16175550123", notification)],
      ["FCM push", () => sendFcm("fcm-token-inside", notification)],
      ["APNs push", () => sendApns("a".repeat(64), notification)],
      ["Twilio call cancel", () => cancelTwilioLeg(`CA${"5".repeat(32)}`)],
    ];
    try {
      for (const [name, send] of clients)
        await expect(
          testDatabase().$transaction(() => send()),
          name,
        ).rejects.toThrow(/transaction is open/);
      expect(receiver.received).toEqual([]);
      expect(twilioApi.received).toEqual([]);
      expect(twilioApi.callUpdates).toEqual([]);
      // Outside a transaction the same calls go out.
      await sendSms("+16175550123", notification);
      await cancelTwilioLeg(`CA${"5".repeat(32)}`);
      expect(twilioApi.received).toHaveLength(1);
      expect(twilioApi.callUpdates).toEqual([{ callSid: `CA${"5".repeat(32)}`, status: "canceled" }]);
    } finally {
      await twilioApi.close();
      await receiver.close();
    }
  });
});
