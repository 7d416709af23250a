import { db } from "../db/client";
import { log } from "../http/log";
import { wantsKind, type Notification } from "./notification";
import { sendMobilePush } from "./send-mobile-push";
import { sendSms } from "./send-sms";
import { sendWebPush } from "./send-web-push";

export type SendReport = { webPush: number; mobile: number; removed: number; sms: boolean };

// Every push channel of the resident (browsers, then phones); SMS only when they have none. Runs outside any transaction.
export async function sendNotification(userId: string, notification: Notification): Promise<SendReport> {
  const user = await db().user.findUnique({
    where: { id: userId },
    include: { pushSubscriptions: true, mobileDevices: { where: { revokedAt: null } } },
  });
  const report: SendReport = { webPush: 0, mobile: 0, removed: 0, sms: false };
  // The switch is read again at send time: turning a kind off stops what is still queued.
  if (!user || user.status !== "active" || !wantsKind(user.notificationPrefs, notification.kind)) return report;
  for (const subscription of user.pushSubscriptions) {
    const outcome = await sendWebPush(subscription, notification);
    if (outcome === "sent") report.webPush += 1;
    if (outcome === "gone") {
      await db().pushSubscription.deleteMany({ where: { id: subscription.id } });
      report.removed += 1;
    }
  }
  for (const device of user.mobileDevices) {
    const outcome = await sendMobilePush(device, notification);
    if (outcome === "sent") report.mobile += 1;
    // The provider no longer knows the token (the app was removed or the token replaced).
    if (outcome === "gone") {
      await db().mobileDevice.deleteMany({ where: { id: device.id, pushToken: device.pushToken } });
      report.removed += 1;
    }
  }
  if (user.pushSubscriptions.length === 0 && user.mobileDevices.length === 0 && user.phone) {
    report.sms = await sendSms(user.phone, notification);
  }
  if (report.webPush === 0 && report.mobile === 0 && !report.sms)
    log.info("notification not delivered on any channel", { userId, kind: notification.kind });
  return report;
}
