import { readFileSync } from "node:fs";
import { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { guardedLookup, privateAddressesAllowed, privateLiteralOf } from "../events-out/private-address";
import { withinTimeLimit } from "../http/within-time-limit";
import type { PushSubscription } from "../db/generated/client";
import type { Notification } from "./notification";
import { byStatus, GONE, headerOf, networkFailure, SENT, type SendOutcome } from "./send-outcome";

// One send's whole budget. web-push's own `timeout` is the socket's idle timer: it restarts on any byte, and on a TLS
// server that never answers Node reports it only after a second idle period, so the hard timer is what bounds it.
export const WEB_PUSH_TIMEOUT_MS = 5_000;

export const vapidPublicKey = () => config().VAPID_PUBLIC_KEY ?? null;

function vapidDetails() {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config();
  if (!publicKey || !privateKey) return null;
  return { subject: subject ?? "mailto:notifications@gatehouse.local", publicKey, privateKey };
}

// A push service with a private CA (a self-hosted one, or a local stand-in) is trusted through PUSH_SERVICE_CA_FILE.
// Unless private receivers are allowed, the agent connects only to public addresses (guardedLookup), as webhooks do.
// Kept per setting, as the FCM and APNs senders are per key: a changed setting gets an agent of its own.
let agent: { setting: string; agent: Agent | undefined } | undefined;
const pushAgent = () => {
  const caFile = config().PUSH_SERVICE_CA_FILE;
  const guarded = !privateAddressesAllowed();
  const setting = `${caFile ?? ""}:${guarded}`;
  if (agent?.setting !== setting) {
    const options = { ...(caFile ? { ca: readFileSync(caFile) } : {}), ...(guarded ? { lookup: guardedLookup } : {}) };
    agent = { setting, agent: caFile || guarded ? new Agent(options) : undefined };
  }
  return agent.agent;
};

// Encrypts the notification for the browser (RFC 8291, aes128gcm) and signs the request with VAPID (RFC 8292).
export async function sendWebPush(subscription: PushSubscription, notification: Notification): Promise<SendOutcome> {
  assertOutsideTransaction("A web push");
  const vapid = vapidDetails();
  if (!vapid) return { status: "failed", why: "web push is not configured" };
  if (!privateAddressesAllowed() && privateLiteralOf(new URL(subscription.endpoint)))
    return { status: "failed", why: "refused private address" };
  try {
    const sending = webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(notification),
      {
        vapidDetails: vapid,
        TTL: notification.kind === "visitor_calling" ? 60 : 24 * 60 * 60,
        timeout: WEB_PUSH_TIMEOUT_MS,
        contentEncoding: "aes128gcm",
        agent: pushAgent(),
        urgency: notification.kind === "visitor_calling" ? "high" : "normal",
      },
    );
    await withinTimeLimit(sending, WEB_PUSH_TIMEOUT_MS, "The web push");
    return SENT;
  } catch (error) {
    if (error instanceof WebPushError) {
      // The push service forgot the subscription: the browser unsubscribed or the user revoked permission.
      if (error.statusCode === 404 || error.statusCode === 410) return GONE;
      return byStatus(
        error.statusCode,
        `push service answered ${error.statusCode}`,
        headerOf(error.headers, "retry-after"),
      );
    }
    const network = networkFailure(error);
    return network
      ? { status: "retry", why: `push service unreachable (${network})` }
      : { status: "failed", why: "web push refused" };
  }
}
