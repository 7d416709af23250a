import { readFileSync } from "node:fs";
import apn from "@parse/node-apn";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import type { Notification } from "./notification";
import type { PushOutcome } from "./send-web-push";

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
const GONE = new Set(["Unregistered", "BadDeviceToken"]);

export async function sendApns(token: string, notification: Notification): Promise<PushOutcome> {
  assertOutsideTransaction("An APNs push");
  const apns = apnsSender();
  if (!apns) return "failed";
  const result = await apns.provider.send(apnsNotification(notification, apns.topic), token);
  if (result.sent.length > 0) return "sent";
  const failure = result.failed[0];
  if (failure?.status === 410 || GONE.has(failure?.response?.reason ?? "")) return "gone";
  return "failed";
}

// Closes the connection (tests, shut-down).
export async function closeApns() {
  await sender?.provider.shutdown();
  sender = undefined;
}
