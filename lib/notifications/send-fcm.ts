import { readFileSync } from "node:fs";
import { JWT } from "google-auth-library";
import { z } from "zod";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import type { Notification } from "./notification";
import type { PushOutcome } from "./send-web-push";

const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";

const serviceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string(),
});

type Sender = { key: string; client: JWT; projectId: string };
let sender: Sender | undefined;

// One OAuth client per service account: Google's library signs the RS256 assertion and reuses the access token
// until it expires. FCM_TOKEN_URL re-points the token request (a local stand-in), as FCM_API_BASE does the send.
function fcmSender(): Sender | null {
  const { FCM_SERVICE_ACCOUNT_FILE: file, FCM_TOKEN_URL: tokenUrl } = config();
  if (!file) return null;
  const key = JSON.stringify([file, tokenUrl]);
  if (sender?.key === key) return sender;
  const account = serviceAccount.parse(JSON.parse(readFileSync(file, "utf8")));
  const client = new JWT({ email: account.client_email, key: account.private_key, scopes: [FCM_SCOPE] });
  if (tokenUrl) {
    client.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (String(options.url) === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl);
        return options;
      },
    });
  }
  sender = { key, client, projectId: account.project_id };
  return sender;
}

// FCM's data map takes strings only.
const dataOf = (notification: Notification) =>
  Object.fromEntries(
    Object.entries({ kind: notification.kind, url: notification.url, callId: notification.callId }).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );

// The FCM HTTP v1 message for one Android or web token.
export function fcmMessage(token: string, notification: Notification) {
  const urgent = notification.kind === "visitor_calling";
  return {
    message: {
      token,
      notification: { title: notification.title, body: notification.body },
      data: dataOf(notification),
      android: {
        priority: urgent ? "high" : "normal",
        ttl: urgent ? "60s" : "86400s",
        ...(notification.tag ? { collapse_key: notification.tag } : {}),
      },
      webpush: { headers: { TTL: urgent ? "60" : "86400", Urgency: urgent ? "high" : "normal" } },
    },
  };
}

type FcmFailure = {
  config?: { url?: unknown };
  response?: { status?: number; data?: { error?: { details?: { errorCode?: string }[] } } };
};

// FCM's own answer for a token it no longer knows (not the token endpoint's, which shares the error type).
const unregistered = (error: unknown, sendUrl: string) => {
  const failure = error as FcmFailure;
  if (String(failure?.config?.url) !== sendUrl) return false;
  const details = failure.response?.data?.error?.details ?? [];
  return failure.response?.status === 404 || details.some((detail) => detail.errorCode === "UNREGISTERED");
};

// Sends through FCM's HTTP v1 API; a token FCM no longer knows (404, UNREGISTERED) is "gone".
export async function sendFcm(token: string, notification: Notification): Promise<PushOutcome> {
  assertOutsideTransaction("An FCM push");
  const fcm = fcmSender();
  if (!fcm) return "failed";
  const base = (config().FCM_API_BASE ?? "https://fcm.googleapis.com").replace(/\/+$/, "");
  const url = `${base}/v1/projects/${encodeURIComponent(fcm.projectId)}/messages:send`;
  try {
    await fcm.client.request({
      url,
      method: "POST",
      data: fcmMessage(token, notification),
      timeout: 10_000,
    });
    return "sent";
  } catch (error) {
    if (unregistered(error, url)) return "gone";
    return "failed";
  }
}
