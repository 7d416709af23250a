import { Webhook } from "standardwebhooks";

export type SignedRequest = { body: string; headers: Record<string, string> };

// The three Standard Webhooks headers over the exact bytes sent; webhook-id is the event's id on every attempt. Each
// secret adds a signature, space-separated, and a receiver accepts the request when any of them verifies.
export function signWebhook(secrets: string[], eventId: string, body: string, at = new Date()): SignedRequest {
  const signature = secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(" ");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": eventId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    },
  };
}
