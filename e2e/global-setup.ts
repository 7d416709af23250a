import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { ensureProductionBuild } from "../lib/bootstrap/ensure-production-build";
import { closeDatabase, createDatabaseClient } from "../lib/db/client";
import { closePlatformPublisher } from "../lib/device-gateway/platform-publisher";
import { deliverWebhookJob } from "../lib/events-out/deliver-webhook-job";
import { publishUnlockJob } from "../lib/device-gateway/publish-unlock-job";
import { startMqtt } from "../lib/device-gateway/start-mqtt";
import { startDemoControllers } from "../lib/device-simulator/start-demo-controllers";
import { passwordResetJob } from "../lib/invitations/request-password-reset";
import { sendUserTokenJob } from "../lib/invitations/send-user-token-job";
import { startJobWorker } from "../lib/jobs/start-job-worker";
import { startSmtpStandIn } from "../lib/mail/testing/start-smtp-stand-in";
import { seedDemoData } from "../lib/seed/seed-demo-data";
import { reportStartupFailure } from "../lib/testing/report-startup-failure";
import { startTestDatabase } from "../lib/testing/start-test-database";
import { startTestServer } from "../lib/testing/start-test-server";

// One seeded throwaway PostgreSQL and one `next start` for the run; the tests read the address from the environment.
export default async function globalSetup() {
  await reportStartupFailure("The production build", ensureProductionBuild);
  const database = await reportStartupFailure("The test database", startTestDatabase);
  try {
    const client = createDatabaseClient(database.url);
    await reportStartupFailure("The demo data", () => seedDemoData(client)).finally(() => client.$disconnect());
    // The portal specs: the development sign-in, a Twilio token to sign intercom webhooks, and the database to mint keypad keys in.
    const vapid = webpush.generateVAPIDKeys();
    const portal = {
      GATEHOUSE_DEV_SIGN_IN: "1",
      TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token-0123456789",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    // The broker and the demo doors' simulated controllers, as in development, so "Door opened" means the door answered.
    process.env.DATABASE_URL = database.url;
    delete process.env.MQTT_URL;
    const mqtt = await reportStartupFailure("The MQTT broker", () => startMqtt({ port: 0 }));
    const controllers = await startDemoControllers(mqtt.settings.url);
    const broker = {
      MQTT_URL: mqtt.settings.url,
      MQTT_USERNAME: mqtt.settings.username,
      MQTT_PASSWORD: mqtt.settings.password,
      MQTT_BROKER: "embedded",
    };
    // Invitation and reset mail goes to a local SMTP stand-in that saves each message where the specs read it.
    const mailFolder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-e2e-mail-"));
    const smtp = await startSmtpStandIn({ saveTo: mailFolder });
    // The worker part of `npm start` for door commands, mail and webhooks, so an Open reaches the simulated controller
    // and a test event reaches a spec's receiver.
    Object.assign(process.env, broker, { SMTP_URL: smtp.url });
    const worker = await reportStartupFailure("The job worker", () =>
      startJobWorker({
        connectionString: database.url,
        definitions: [publishUnlockJob, sendUserTokenJob, passwordResetJob, deliverWebhookJob],
      }),
    );
    // PROD points at an address nothing answers, so the switcher's forwarding shows its error state.
    const server = await reportStartupFailure("The test server", () =>
      startTestServer(database.url, {
        AUTH_TRUST_HOST: "1",
        ADMIN_ENV: "DEV",
        ADMIN_ENV_PROD_URL: "http://127.0.0.1:9",
        ADMIN_PROXY_TIMEOUT_MS: "2000",
        ...portal,
        ...broker,
        COMMAND_TTL_SECONDS: "4",
        // The webhooks spec's receiver listens on loopback.
        WEBHOOKS_ALLOW_PRIVATE: "1",
      }),
    );
    process.env.E2E_BASE_URL = server.baseUrl;
    // Links in mail, made by the worker in this process, point at the server.
    process.env.PUBLIC_BASE_URL = server.baseUrl;
    process.env.E2E_MAIL_DIR = mailFolder;
    process.env.E2E_DATABASE_URL = database.url;
    process.env.E2E_TWILIO_AUTH_TOKEN = portal.TWILIO_AUTH_TOKEN;
    process.env.E2E_VAPID_PUBLIC_KEY = vapid.publicKey;
    return async () => {
      await server.stop();
      await worker.stop();
      await smtp.close();
      await closePlatformPublisher();
      await controllers.stop();
      await mqtt.stop();
      // The jobs run in this process opened the shared client; its pool ends before the database stops.
      await closeDatabase();
      await database.remove();
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
