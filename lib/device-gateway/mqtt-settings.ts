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

export function readMqttSettings(env: NodeJS.ProcessEnv = process.env): MqttSettings | null {
  if (!env.MQTT_URL) return null;
  return {
    url: env.MQTT_URL,
    publicUrl: env.MQTT_PUBLIC_URL || env.MQTT_URL,
    username: env.MQTT_USERNAME || PLATFORM_USERNAME,
    password: env.MQTT_PASSWORD ?? "",
    broker: env.MQTT_BROKER === "embedded" ? "embedded" : "mosquitto",
  };
}
