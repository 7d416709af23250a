import type { TestProject } from "vitest/node";
import { ensureProductionBuild } from "../bootstrap/ensure-production-build";
import { createDatabaseClient } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";
import { startMqtt } from "../device-gateway/start-mqtt";
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
  ensureProductionBuild();
  const database = await startTestDatabase();
  const client = createDatabaseClient(database.url);
  await seedDemoData(client);
  await client.$disconnect();
  process.env.DATABASE_URL = database.url;
  project.provide("databaseUrl", database.url);
  // The embedded MQTT broker and device gateway, as `npm start` runs them, on a free port.
  const mqttEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, MQTT_PORT: "0", MQTT_URL: "" };
  const mqtt = await startMqtt(mqttEnv);
  project.provide("mqttUrl", mqttEnv.MQTT_URL!);
  project.provide("mqttPlatformPassword", mqttEnv.MQTT_PASSWORD!);
  // HTTP tests run against the production build, started once for the run.
  const server = await startTestServer(database.url, {
    MQTT_URL: mqttEnv.MQTT_URL!, MQTT_USERNAME: mqttEnv.MQTT_USERNAME!, MQTT_PASSWORD: mqttEnv.MQTT_PASSWORD!, MQTT_BROKER: "embedded",
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await mqtt.stop();
    await database.remove();
  };
}
