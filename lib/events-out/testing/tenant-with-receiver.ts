import { expect } from "vitest";
import { adminFetch, createTestKey } from "../../testing/admin-client";
import { createExampleIds } from "../../testing/admin-fixtures";
import { startWebhookReceiver, type ReceiverOptions } from "./start-webhook-receiver";

// A tenant with a door, an owner key and an endpoint (made through the API) pointing at a fresh local receiver, which
// the caller closes (`opened`).
export async function tenantWithReceiver(
  opened: { close: () => Promise<void> }[],
  receiverOptions: Omit<ReceiverOptions, "secret"> = {},
  eventTypes: string[] = ["door.opened", "door.denied"],
) {
  const ids = await createExampleIds();
  const { key } = await createTestKey(ids.tenantId);
  let secret = "";
  const receiver = await startWebhookReceiver({ ...receiverOptions, secret: () => secret });
  opened.push(receiver);
  const created = await adminFetch(key, "POST", "/api/admin/webhook-endpoints", { url: receiver.url, eventTypes });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const endpoint = created.body.data.webhookEndpoint;
  secret = endpoint.secret;
  return { ids, key, receiver, endpoint, setSecret: (value: string) => (secret = value) };
}
