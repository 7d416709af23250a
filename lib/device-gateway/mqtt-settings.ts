import { config } from "../config/read-config";

// Where the platform's own MQTT client connects and how it signs in. `npm run dev`/`npm start`
// fill these for the embedded broker; with an external broker the operator sets them.
export type MqttSettings = {
  url: string;
  // The address devices are told to use; defaults to `url`.
  publicUrl: string;
  username: string;
  password: string;
  // "embedded": the broker beside the app checks devices against the database.
  // "mosquitto": the platform manages device clients through Mosquitto's dynamic security plugin.
  broker: "embedded" | "mosquitto";
};

export const PLATFORM_USERNAME = "gatehouse-platform";

export function readMqttSettings(): MqttSettings | null {
  const settings = config();
  if (!settings.MQTT_URL) return null;
  return {
    url: settings.MQTT_URL,
    publicUrl: settings.MQTT_PUBLIC_URL ?? settings.MQTT_URL,
    username: settings.MQTT_USERNAME ?? PLATFORM_USERNAME,
    password: settings.MQTT_PASSWORD ?? "",
    broker: settings.MQTT_BROKER ?? "mosquitto",
  };
}
