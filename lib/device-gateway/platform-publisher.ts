import type { MqttClient } from "mqtt";
import { connectPlatformClient } from "./connect-platform-client";
import { readMqttSettings, type MqttSettings } from "./mqtt-settings";

const globalForMqtt = globalThis as unknown as {
  gatehousePublisher?: Promise<{ client: MqttClient; settings: MqttSettings }>;
};

// The process's one publishing connection, opened on first use.
export async function platformPublisher(): Promise<{ client: MqttClient; settings: MqttSettings }> {
  const settings = readMqttSettings();
  if (!settings)
    throw new Error(
      "MQTT_URL is not set: start the app with `npm run dev`/`npm start` (embedded broker) or set MQTT_URL",
    );
  globalForMqtt.gatehousePublisher ??= connectPlatformClient(settings, "publisher").then((client) => ({
    client,
    settings,
  }));
  try {
    return await globalForMqtt.gatehousePublisher;
  } catch (error) {
    globalForMqtt.gatehousePublisher = undefined;
    throw error;
  }
}

export async function closePlatformPublisher(): Promise<void> {
  const pending = globalForMqtt.gatehousePublisher;
  globalForMqtt.gatehousePublisher = undefined;
  if (pending) await (await pending).client.endAsync().catch(() => undefined);
}
