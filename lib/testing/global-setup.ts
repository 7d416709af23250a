import type { TestProject } from "vitest/node";
import { ensureProductionBuild } from "../bootstrap/ensure-production-build";
import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";
import { startMqtt } from "../device-gateway/start-mqtt";
import { reportStartupFailure } from "./report-startup-failure";
import { startTestDatabase } from "./start-test-database";
import { startTestServer } from "./start-test-server";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    baseUrl: string;
    mqttUrl: string;
    mqttPlatformPassword: string;
  }
}

// One migrated and seeded PostgreSQL and one server for the whole run; tests make their own uniquely named rows.
export default async function setup(project: TestProject) {
  await reportStartupFailure("The production build", ensureProductionBuild);
  const database = await reportStartupFailure("The test database", startTestDatabase);
  try {
    const client = createDatabaseClient(database.url);
    await reportStartupFailure("The demo data", () => seedDemoData(client)).finally(() => endDatabaseClient(client));
    process.env.DATABASE_URL = database.url;
    // The suite's many servers and clients share this one PostgreSQL: their idle connections close sooner than in
    // production, so the test files running at once stay within its connection limit.
    process.env.DATABASE_POOL_IDLE_SECONDS ??= "10";
    project.provide("databaseUrl", database.url);
    // The embedded MQTT broker and device gateway, as `npm start` runs them, on a free port.
    delete process.env.MQTT_URL;
    const mqtt = await reportStartupFailure("The MQTT broker", () => startMqtt({ port: 0 }));
    project.provide("mqttUrl", mqtt.settings.url);
    project.provide("mqttPlatformPassword", mqtt.settings.password);
    // HTTP tests run against the production build, started once for the run.
    const server = await reportStartupFailure("The test server", () =>
      startTestServer(database.url, {
        MQTT_URL: mqtt.settings.url,
        MQTT_USERNAME: mqtt.settings.username,
        MQTT_PASSWORD: mqtt.settings.password,
        MQTT_BROKER: "embedded",
        WEBHOOKS_ALLOW_PRIVATE: "1",
      }),
    ).catch(async (error) => {
      await mqtt.stop();
      throw error;
    });
    project.provide("baseUrl", server.baseUrl);
    return async () => {
      await server.stop();
      await mqtt.stop();
      await database.remove();
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
