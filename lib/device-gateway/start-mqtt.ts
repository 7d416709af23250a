import { randomBytes } from "node:crypto";
import { listenError } from "../bootstrap/check-port-free";
import { errorCode } from "../bootstrap/startup-error";
import { config, setConfigDefaults } from "../config/read-config";
import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { shareMetrics } from "../metrics/share-metrics";
import { explainMqttFailure } from "./explain-mqtt-failure";
import { readMqttSettings, PLATFORM_USERNAME, type MqttSettings } from "./mqtt-settings";
import { startDeviceGateway } from "./start-device-gateway";
import { startEmbeddedBroker, type EmbeddedBroker } from "./start-embedded-broker";

export type RunningMqtt = { description: string; settings: MqttSettings; stop: () => Promise<void> };

// Beside the app: the embedded broker when MQTT_URL is unset (its address and a fresh platform
// password reach the app through the environment), then the gateway that listens to devices.
export async function startMqtt(overrides: { port?: number } = {}): Promise<RunningMqtt> {
  const database = createDatabaseClient(config().DATABASE_URL);
  let broker: EmbeddedBroker | null = null;
  if (!config().MQTT_URL) {
    const platformPassword = randomBytes(24).toString("base64url");
    const port = overrides.port ?? config().MQTT_PORT ?? 1883;
    try {
      broker = await startEmbeddedBroker({ database, platformPassword, host: config().MQTT_HOST ?? "127.0.0.1", port });
    } catch (error) {
      await endDatabaseClient(database);
      throw errorCode(error) ? listenError(error, port, "the embedded MQTT broker", "MQTT_PORT") : error;
    }
    setConfigDefaults({
      MQTT_URL: broker.url,
      MQTT_USERNAME: PLATFORM_USERNAME,
      MQTT_PASSWORD: platformPassword,
      MQTT_BROKER: "embedded",
    });
  }
  // The embedded broker's connected devices reach the web server's /metrics (share-metrics.ts).
  const shared = broker ? shareMetrics() : null;
  const settings = readMqttSettings()!;
  const gateway = await startDeviceGateway(database, settings).catch(async (error: unknown) => {
    await broker?.stop();
    await shared?.stop();
    await endDatabaseClient(database);
    throw broker ? error : explainMqttFailure(error, settings);
  });
  return {
    description: broker ? `MQTT broker (embedded) on ${broker.url}` : `MQTT broker at ${settings.url}`,
    settings,
    stop: async () => {
      await gateway.stop();
      await broker?.stop();
      await shared?.stop();
      await endDatabaseClient(database);
    },
  };
}
