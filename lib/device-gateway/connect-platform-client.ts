import { randomBytes } from "node:crypto";
import mqtt, { type MqttClient } from "mqtt";
import type { MqttSettings } from "./mqtt-settings";

// One connection of the platform to the broker. MQTT 5 against Mosquitto so commands carry a
// message expiry; the embedded broker speaks 3.1.1 and filters expired commands itself.
export async function connectPlatformClient(settings: MqttSettings, role: string): Promise<MqttClient> {
  return mqtt.connectAsync(settings.url, {
    clientId: `gatehouse-${role}-${randomBytes(6).toString("hex")}`,
    username: settings.username,
    password: settings.password,
    protocolVersion: settings.broker === "mosquitto" ? 5 : 4,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
}
