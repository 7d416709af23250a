import { readFileSync } from "node:fs";
import { JWT } from "google-auth-library";
import { z } from "zod";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import type { Notification } from "./notification";
import { byStatus, GONE, headerOf, networkFailure, retryAfterMs, SENT, type SendOutcome } from "./send-outcome";

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
  response?: {
    status?: number;
    headers?: unknown;
    data?: { error?: { status?: string; details?: { errorCode?: string }[] } };
  };
};

// FCM's error codes for a failure that passes: the service is overloaded or down, or the sender's quota is spent.
const TRANSIENT_CODES = new Set(["UNAVAILABLE", "INTERNAL", "QUOTA_EXCEEDED"]);

// Sorts a failed send: a token FCM no longer knows (404, UNREGISTERED, on the send URL only, not the token
// endpoint's, which shares the error type) is gone; no answer, 429, 5xx or a transient FCM code is retried.
function fcmOutcome(error: unknown, sendUrl: string): SendOutcome {
  const failure = error as FcmFailure;
  const response = failure?.response;
  if (!response?.status) {
    const network = networkFailure(error);
    return network
      ? { status: "retry", why: `FCM unreachable (${network})` }
      : { status: "failed", why: "FCM refused" };
  }
  const onSend = String(failure.config?.url) === sendUrl;
  const codes = [response.data?.error?.status, ...(response.data?.error?.details ?? []).map((d) => d.errorCode)];
  if (onSend && (response.status === 404 || codes.includes("UNREGISTERED"))) return GONE;
  const where = onSend ? "FCM" : "FCM's token endpoint";
  const why = `${where} answered ${response.status}${codes[0] ? ` ${codes[0]}` : ""}`;
  const retryAfter = headerOf(response.headers, "retry-after");
  if (codes.some((code) => code && TRANSIENT_CODES.has(code)))
    return { status: "retry", why, retryAfterMs: retryAfterMs(retryAfter) };
  return byStatus(response.status, why, retryAfter);
}

// Sends through FCM's HTTP v1 API; gaxios' own retries stay off, so a failure that passes is retried by the queue.
export async function sendFcm(token: string, notification: Notification): Promise<SendOutcome> {
  assertOutsideTransaction("An FCM push");
  const fcm = fcmSender();
  if (!fcm) return { status: "failed", why: "FCM is not configured" };
  const base = (config().FCM_API_BASE ?? "https://fcm.googleapis.com").replace(/\/+$/, "");
  const url = `${base}/v1/projects/${encodeURIComponent(fcm.projectId)}/messages:send`;
  try {
    await fcm.client.request({
      url,
      method: "POST",
      data: fcmMessage(token, notification),
      timeout: 10_000,
      retry: false,
    });
    return SENT;
  } catch (error) {
    return fcmOutcome(error, url);
  }
}
