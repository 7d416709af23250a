import webpush from "web-push";
import { ensureProductionBuild } from "../lib/bootstrap/ensure-production-build";
import { createDatabaseClient } from "../lib/db/client";
import { startMqtt } from "../lib/device-gateway/start-mqtt";
import { startDemoControllers } from "../lib/device-simulator/start-demo-controllers";
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
    const portal = { GATEHOUSE_DEV_SIGN_IN: "1", TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token-0123456789", VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    // The broker and the demo doors' simulated controllers, as in development, so "Door opened" means the door answered.
    process.env.DATABASE_URL = database.url;
    delete process.env.MQTT_URL;
    const mqtt = await reportStartupFailure("The MQTT broker", () => startMqtt({ port: 0 }));
    const controllers = await startDemoControllers(mqtt.settings.url);
    const broker = { MQTT_URL: mqtt.settings.url, MQTT_USERNAME: mqtt.settings.username, MQTT_PASSWORD: mqtt.settings.password, MQTT_BROKER: "embedded" };
    // PROD points at an address nothing answers, so the switcher's forwarding shows its error state.
    const server = await reportStartupFailure("The test server", () => startTestServer(database.url, { AUTH_TRUST_HOST: "1", ADMIN_ENV: "DEV", ADMIN_ENV_PROD_URL: "http://127.0.0.1:9", ADMIN_PROXY_TIMEOUT_MS: "2000", ...portal, ...broker, COMMAND_TTL_SECONDS: "4" }));
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_DATABASE_URL = database.url;
    process.env.E2E_TWILIO_AUTH_TOKEN = portal.TWILIO_AUTH_TOKEN;
    process.env.E2E_VAPID_PUBLIC_KEY = vapid.publicKey;
    return async () => {
      await server.stop();
      await controllers.stop();
      await mqtt.stop();
      await database.remove();
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
