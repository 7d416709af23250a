import { db } from "../db/client";
import { log } from "../http/log";
import { wantsKind, type Notification } from "./notification";
import type { NotificationTarget } from "./notification-target";
import { sendMobilePush } from "./send-mobile-push";
import type { SendOutcome } from "./send-outcome";
import { sendSms } from "./send-sms";
import { sendWebPush } from "./send-web-push";

export type SendReport = { webPush: number; mobile: number; removed: number; sms: boolean };
// A target whose send failed in a way that may pass, with the provider's Retry-After if it gave one.
export type PendingTarget = { target: NotificationTarget; why: string; retryAfterMs?: number };

// Every push channel of the resident (browsers, then phones); SMS only when they have none. Runs outside any transaction.
export async function sendNotification(userId: string, notification: Notification): Promise<SendReport> {
  return (await deliverNotification(userId, notification)).report;
}

// Sends to every target of the resident, or only to `only` (a retry), and answers which ones to try again.
export async function deliverNotification(
  userId: string,
  notification: Notification,
  only?: NotificationTarget[],
): Promise<{ report: SendReport; pending: PendingTarget[] }> {
  const idsOf = (channel: "web-push" | "mobile") =>
    only?.flatMap((target) => (target.channel === channel ? [target.id] : []));
  const [subscriptionIds, deviceIds] = [idsOf("web-push"), idsOf("mobile")];
  const user = await db().user.findUnique({
    where: { id: userId },
    include: {
      pushSubscriptions: subscriptionIds ? { where: { id: { in: subscriptionIds } } } : true,
      mobileDevices: { where: { revokedAt: null, ...(deviceIds ? { id: { in: deviceIds } } : {}) } },
    },
  });
  const report: SendReport = { webPush: 0, mobile: 0, removed: 0, sms: false };
  const pending: PendingTarget[] = [];
  // The switch is read again at send time: turning a kind off stops what is still queued, retries included.
  if (!user || user.status !== "active" || !wantsKind(user.notificationPrefs, notification.kind))
    return { report, pending };
  // Permanent refusals are logged by channel and reason only: never a token, endpoint or number.
  const settle = (target: NotificationTarget, outcome: SendOutcome) => {
    if (outcome.status === "retry") pending.push({ target, why: outcome.why, retryAfterMs: outcome.retryAfterMs });
    if (outcome.status === "failed")
      log.warn("notification refused", { userId, kind: notification.kind, channel: target.channel, why: outcome.why });
  };
  for (const subscription of user.pushSubscriptions) {
    const outcome = await sendWebPush(subscription, notification);
    if (outcome.status === "sent") report.webPush += 1;
    if (outcome.status === "gone") {
      await db().pushSubscription.deleteMany({ where: { id: subscription.id } });
      report.removed += 1;
    }
    settle({ channel: "web-push", id: subscription.id }, outcome);
  }
  for (const device of user.mobileDevices) {
    const outcome = await sendMobilePush(device, notification);
    if (outcome.status === "sent") report.mobile += 1;
    // The provider no longer knows the token (the app was removed or the token replaced).
    if (outcome.status === "gone") {
      await db().mobileDevice.deleteMany({ where: { id: device.id, pushToken: device.pushToken } });
      report.removed += 1;
    }
    settle({ channel: "mobile", id: device.id }, outcome);
  }
  const smsDue = only
    ? only.some((target) => target.channel === "sms")
    : user.pushSubscriptions.length === 0 && user.mobileDevices.length === 0;
  if (smsDue && user.phone) {
    const outcome = await sendSms(user.phone, notification);
    report.sms = outcome.status === "sent";
    settle({ channel: "sms" }, outcome);
  }
  if (!only && report.webPush === 0 && report.mobile === 0 && !report.sms && pending.length === 0)
    log.info("notification not delivered on any channel", { userId, kind: notification.kind });
  return { report, pending };
}
