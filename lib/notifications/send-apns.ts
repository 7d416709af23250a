import { readFileSync } from "node:fs";
import apn from "@parse/node-apn";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import type { Notification } from "./notification";
import { byStatus, GONE, SENT, type SendOutcome } from "./send-outcome";

type Sender = { key: string; provider: apn.Provider; topic: string };
let sender: Sender | undefined;

// One HTTP/2 connection per signing key, kept open as Apple asks; APNS_HOST (host:port) and APNS_CA_FILE point it
// elsewhere (a local stand-in), else APNS_PRODUCTION picks Apple's production or sandbox host.
function apnsSender(): Sender | null {
  const settings = config();
  const { APNS_KEY_FILE: keyFile, APNS_KEY_ID: keyId, APNS_TEAM_ID: teamId, APNS_TOPIC: topic } = settings;
  if (!keyFile || !keyId || !teamId || !topic) return null;
  const key = JSON.stringify([
    keyFile,
    keyId,
    teamId,
    settings.APNS_HOST,
    settings.APNS_CA_FILE,
    settings.APNS_PRODUCTION,
  ]);
  if (sender?.key === key) return sender;
  void sender?.provider.shutdown();
  const [host, port] = (settings.APNS_HOST ?? "").split(":");
  const provider = new apn.Provider({
    token: { key: readFileSync(keyFile), keyId, teamId },
    production: settings.APNS_PRODUCTION === "1",
    // No immediate resends inside the library: the queue retries with backoff, and only the targets that failed.
    connectionRetryLimit: 0,
    ...(host ? { address: host, port: port ? Number(port) : 443 } : {}),
    ...(settings.APNS_CA_FILE ? { ca: [readFileSync(settings.APNS_CA_FILE)] } : {}),
  });
  sender = { key, provider, topic };
  return sender;
}

// The alert for one iOS device; a visitor-calling alert carries the VISITOR_CALL category (its Open action).
export function apnsNotification(notification: Notification, topic: string) {
  const urgent = notification.kind === "visitor_calling";
  const note = new apn.Notification();
  note.topic = topic;
  note.pushType = "alert";
  note.priority = urgent ? 10 : 5;
  note.expiry = Math.floor(Date.now() / 1000) + (urgent ? 60 : 24 * 60 * 60);
  note.alert = { title: notification.title, body: notification.body };
  note.sound = "default";
  if (urgent) note.aps.category = "VISITOR_CALL";
  if (notification.tag) note.collapseId = notification.tag.slice(0, 64);
  note.payload = {
    kind: notification.kind,
    url: notification.url,
    ...(notification.callId ? { callId: notification.callId } : {}),
  };
  return note;
}

// APNs drops a token the app no longer owns (410 Unregistered) or never issued (400 BadDeviceToken): "gone".
const GONE_REASONS = new Set(["Unregistered", "BadDeviceToken"]);
// Apple's answers that pass: throttled, its own errors, and an expired provider token (the library signs a new one).
const TRANSIENT_REASONS = new Set([
  "TooManyRequests",
  "InternalServerError",
  "ServiceUnavailable",
  "Shutdown",
  "ExpiredProviderToken",
]);

type ApnsFailure = { status?: number; response?: { reason?: string }; error?: unknown };

function apnsOutcome(failure: ApnsFailure | undefined): SendOutcome {
  const reason = failure?.response?.reason ?? (failure?.error as Error | undefined)?.message ?? "";
  if (failure?.status === 410 || GONE_REASONS.has(reason)) return GONE;
  // No status: the connection failed, timed out or the stream ended without an answer.
  if (!failure?.status) return { status: "retry", why: "APNs unreachable" };
  const why = `APNs answered ${failure.status}${failure.response?.reason ? ` ${failure.response.reason}` : ""}`;
  return TRANSIENT_REASONS.has(reason) ? { status: "retry", why } : byStatus(failure.status, why);
}

export async function sendApns(token: string, notification: Notification): Promise<SendOutcome> {
  assertOutsideTransaction("An APNs push");
  const apns = apnsSender();
  if (!apns) return { status: "failed", why: "APNs is not configured" };
  const result = await apns.provider.send(apnsNotification(notification, apns.topic), token);
  if (result.sent.length > 0) return SENT;
  return apnsOutcome(result.failed[0] as ApnsFailure | undefined);
}

// Closes the connection (tests, shut-down).
export async function closeApns() {
  await sender?.provider.shutdown();
  sender = undefined;
}
