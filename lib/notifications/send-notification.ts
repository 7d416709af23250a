import { db } from "../db/client";
import { log } from "../http/log";
import { wantsKind, type Notification } from "./notification";
import { sendSms } from "./send-sms";
import { sendWebPush } from "./send-web-push";

export type SendReport = { webPush: number; removed: number; sms: boolean };

// Every push channel of the resident; SMS only when they have none. Runs outside any transaction.
export async function sendNotification(userId: string, notification: Notification): Promise<SendReport> {
  const user = await db().user.findUnique({ where: { id: userId }, include: { pushSubscriptions: true } });
  const report: SendReport = { webPush: 0, removed: 0, sms: false };
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
  if (user.pushSubscriptions.length === 0 && user.phone) {
    report.sms = await sendSms(user.phone, notification);
  }
  if (report.webPush === 0 && !report.sms)
    log.info("notification not delivered on any channel", { userId, kind: notification.kind });
  return report;
}
