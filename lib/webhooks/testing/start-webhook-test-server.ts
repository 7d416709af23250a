import { inject } from "vitest";
import { startTestServer, type TestServer } from "../../testing/start-test-server";
import { testDatabase } from "../../testing/test-database";
import type { WebhookSender } from "../../db/generated/enums";
import { startFakeTelnyxApi, type FakeTelnyxApi } from "./fake-telnyx-api";
import { createWebhookSecrets, webhookEnv, type WebhookSecrets } from "./webhook-secrets";

export type WebhookTestServer = { server: TestServer; secrets: WebhookSecrets; telnyx: FakeTelnyxApi; stop: () => Promise<void> };

// A server of its own with every provider secret set and Telnyx commands pointed at a local fake.
export async function startWebhookTestServer(): Promise<WebhookTestServer> {
  const secrets = createWebhookSecrets();
  const telnyx = await startFakeTelnyxApi();
  const server = await startTestServer(inject("databaseUrl"), webhookEnv(secrets, telnyx.url));
  return {
    server,
    secrets,
    telnyx,
    stop: async () => {
      await server.stop();
      await telnyx.stop();
    },
  };
}

export const storedEvents = (sender: WebhookSender) => testDatabase().webhookEvent.count({ where: { sender } });
