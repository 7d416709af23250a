import { db } from "../db/client";
import { log } from "../http/log";
import { withinTimeLimit } from "../http/within-time-limit";
import { wantsKind, type Notification } from "./notification";
import { targetKey, type NotificationTarget } from "./notification-target";
import { sendMobilePush } from "./send-mobile-push";
import { networkFailure, type SendOutcome } from "./send-outcome";
import { sendSms } from "./send-sms";
import { sendWebPush } from "./send-web-push";

export type SendReport = { webPush: number; mobile: number; removed: number; sms: boolean };
// A target whose send failed in a way that may pass, with the provider's Retry-After if it gave one.
export type PendingTarget = { target: NotificationTarget; why: string; retryAfterMs?: number };

// All of a resident's targets are sent at once and share this budget, so one resident's slow or many targets hold a
// job slot this long at most; a target still unanswered then is retried later.
export const NOTIFICATION_SEND_BUDGET_MS = 10_000;

export type DeliverOptions = {
  // Only these targets (a retry); otherwise every target of the resident.
  only?: NotificationTarget[];
  // Epoch ms after which an unanswered send counts as failed for now; at most the budget from now.
  deadline?: number;
  // Targets already settled by an earlier run of the same job (targetKey), not sent again.
  settled?: Set<string>;
  // Called once per target whose outcome is final (sent, gone or refused), as soon as it is known.
  onSettled?: (target: NotificationTarget) => Promise<void>;
};

// Every push channel of the resident (browsers, then phones); SMS only when they have none. Runs outside any transaction.
export async function sendNotification(userId: string, notification: Notification): Promise<SendReport> {
  return (await deliverNotification(userId, notification)).report;
}

type Send = { target: NotificationTarget; send: () => Promise<SendOutcome>; forget?: () => Promise<unknown> };

// Sends to every target of the resident, or only to `only` (a retry), and answers which ones to try again.
export async function deliverNotification(
  userId: string,
  notification: Notification,
  options: DeliverOptions = {},
): Promise<{ report: SendReport; pending: PendingTarget[] }> {
  const { only, settled } = options;
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
  const sends: Send[] = [
    ...user.pushSubscriptions.map((subscription) => ({
      target: { channel: "web-push" as const, id: subscription.id },
      send: () => sendWebPush(subscription, notification),
      forget: () => db().pushSubscription.deleteMany({ where: { id: subscription.id } }),
    })),
    // The provider no longer knows a gone token (the app was removed or the token replaced).
    ...user.mobileDevices.map((device) => ({
      target: { channel: "mobile" as const, id: device.id },
      send: () => sendMobilePush(device, notification),
      forget: () => db().mobileDevice.deleteMany({ where: { id: device.id, pushToken: device.pushToken } }),
    })),
  ];
  const smsDue = only
    ? only.some((target) => target.channel === "sms")
    : user.pushSubscriptions.length === 0 && user.mobileDevices.length === 0;
  const phone = user.phone;
  if (smsDue && phone) sends.push({ target: { channel: "sms" }, send: () => sendSms(phone, notification) });
  const deadline = Math.min(options.deadline ?? Infinity, Date.now() + NOTIFICATION_SEND_BUDGET_MS);
  const fields = { userId, kind: notification.kind };
  // Permanent refusals are logged by channel and reason only: never a token, endpoint or number.
  const settle = async ({ target, forget }: Send, outcome: SendOutcome) => {
    if (outcome.status === "sent" && target.channel === "web-push") report.webPush += 1;
    if (outcome.status === "sent" && target.channel === "mobile") report.mobile += 1;
    if (outcome.status === "sent" && target.channel === "sms") report.sms = true;
    if (outcome.status === "gone" && forget) {
      await forget().catch((error: unknown) => log.warn("gone target not removed", { ...fields, error }));
      report.removed += 1;
    }
    if (outcome.status === "retry") pending.push({ target, why: outcome.why, retryAfterMs: outcome.retryAfterMs });
    if (outcome.status === "failed")
      log.warn("notification refused", { ...fields, channel: target.channel, why: outcome.why });
    if (outcome.status !== "retry" && options.onSettled)
      await options.onSettled(target).catch((error: unknown) => log.warn("send not recorded", { ...fields, error }));
  };
  await Promise.all(
    sends
      .filter(({ target }) => !settled?.has(targetKey(target)))
      .map(async (entry) => {
        // A sender that throws or has not answered by the deadline is retried later, like a network failure.
        const outcome = await withinTimeLimit(entry.send(), Math.max(deadline - Date.now(), 0), "The send").catch(
          (error: unknown): SendOutcome => ({
            status: "retry",
            why: `no answer (${networkFailure(error) ?? "error"})`,
          }),
        );
        await settle(entry, outcome);
      }),
  );
  if (!only && report.webPush === 0 && report.mobile === 0 && !report.sms && pending.length === 0)
    log.info("notification not delivered on any channel", fields);
  return { report, pending };
}
