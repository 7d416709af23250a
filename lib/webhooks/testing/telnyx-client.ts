import { randomUUID, sign } from "node:crypto";
import type { WebhookTestServer } from "./start-webhook-test-server";

export type TelnyxPayload = Record<string, unknown> & { call_control_id: string };

type Options = {
  timestamp?: number;
  signature?: string | null;
  sendBody?: string;
  omitTimestamp?: boolean;
  // The exact bytes to sign and send, which may be no UTF-8 at all.
  raw?: string | Buffer;
};

export const telnyxEvent = (eventType: string, payload: TelnyxPayload, occurredAt = new Date()) => ({
  data: {
    record_type: "event",
    id: randomUUID(),
    event_type: eventType,
    occurred_at: occurredAt.toISOString(),
    payload,
  },
  meta: { attempt: 1, delivered_to: "https://intercom.gatehouse.test/telnyx/webhook" },
});

// Posts a webhook the way Telnyx does: Ed25519 over `${timestamp}|${raw body}` with the test's private key.
export async function postTelnyx({ server, secrets }: WebhookTestServer, body: unknown, options: Options = {}) {
  const raw = Buffer.from(options.raw ?? JSON.stringify(body));
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature =
    options.signature === undefined
      ? sign(null, Buffer.concat([Buffer.from(`${timestamp}|`), raw]), secrets.telnyxPrivateKey).toString("base64")
      : options.signature;
  const response = await fetch(`${server.baseUrl}/telnyx/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.omitTimestamp ? {} : { "telnyx-timestamp": timestamp }),
      ...(signature === null ? {} : { "telnyx-signature-ed25519": signature }),
    },
    body: options.sendBody ?? raw,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    duplicate: response.headers.get("x-webhook-duplicate") === "true",
  };
}

export const decodeClientState = (value: unknown) =>
  JSON.parse(Buffer.from(String(value), "base64").toString("utf8")) as Record<string, unknown>;
