import { randomBytes } from "node:crypto";
import mqtt, { type MqttClient } from "mqtt";
import { log } from "../http/log";
import type { MqttSettings } from "./mqtt-settings";

// One connection of the platform to the broker. MQTT 5 against Mosquitto so commands carry a
// message expiry; the embedded broker speaks 3.1.1 and filters expired commands itself.
// Without retryFirstConnect, a first connection that fails rejects instead of retrying.
export async function connectPlatformClient(
  settings: MqttSettings,
  role: string,
  options: { retryFirstConnect?: boolean } = {},
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(
    settings.url,
    {
      clientId: `gatehouse-${role}-${randomBytes(6).toString("hex")}`,
      username: settings.username,
      password: settings.password,
      protocolVersion: settings.broker === "mosquitto" ? 5 : 4,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 5000,
    },
    options.retryFirstConnect ?? true,
  );
  // A broker that goes away later is reconnected to; its socket errors are logged, never left unhandled.
  client.on("error", (error) => log.warn("mqtt.connection_error", { role, error: error.message }));
  return client;
}
