import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { Webhook } from "svix";
import type { WebhookTestServer } from "./start-webhook-test-server";

type Answer = { status: number; body: { error?: { code: string } } | null; duplicate: boolean };

async function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    duplicate: response.headers.get("x-webhook-duplicate") === "true",
  };
}

export const stripeEvent = (
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) => ({
  id: `evt_${randomUUID().replace(/-/g, "")}`,
  object: "event",
  api_version: "2025-10-29.clover",
  created,
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});

type StripeOptions = {
  secret?: string;
  timestamp?: number;
  sendBody?: string;
  omitHeader?: boolean;
  raw?: string;
  // Rewrites the signed header, as an attacker holding one genuine signature might.
  header?: (signed: string) => string;
};

// Signed with Stripe's own test helper over the exact bytes sent.
export function postStripe({ server, secrets }: WebhookTestServer, event: unknown, options: StripeOptions = {}) {
  const payload = options.raw ?? JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secrets.stripeSecret,
    timestamp: options.timestamp,
  });
  return post(
    `${server.baseUrl}/api/webhooks/stripe`,
    options.omitHeader ? {} : { "stripe-signature": options.header?.(header) ?? header },
    options.sendBody ?? payload,
  );
}

export const clerkEvent = (type: string, data: Record<string, unknown>) => ({
  type,
  object: "event",
  data,
  timestamp: Date.now(),
  id: randomUUID(),
});

type ClerkOptions = {
  secret?: string;
  at?: Date;
  sendBody?: string;
  omit?: "svix-id" | "svix-signature" | "svix-timestamp";
  messageId?: string;
  raw?: string;
};

// Signed with svix's own Webhook.sign, as Clerk's Svix delivery does.
export function postClerk({ server, secrets }: WebhookTestServer, event: unknown, options: ClerkOptions = {}) {
  const payload = options.raw ?? JSON.stringify(event);
  const id = options.messageId ?? `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  const headers: Record<string, string> = {
    "svix-id": id,
    "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
    "svix-signature": new Webhook(options.secret ?? secrets.clerkSecret).sign(id, at, payload),
  };
  if (options.omit) delete headers[options.omit];
  return post(`${server.baseUrl}/api/webhooks/clerk`, headers, options.sendBody ?? payload);
}
