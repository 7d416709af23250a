import { checkMqttReachable } from "../../device-gateway/check-mqtt-reachable";
import { readMqttSettings } from "../../device-gateway/mqtt-settings";
import { config } from "../../config/read-config";
import { checkPortFree } from "../check-port-free";
import type { PlatformPart } from "../platform-part";

// Before the database starts: the external broker answers, or the embedded broker's port is free.
export const mqttCheckPart: PlatformPart = {
  name: "MQTT check",
  start: async () => {
    const external = readMqttSettings();
    if (external) return checkMqttReachable(external);
    const port = config().MQTT_PORT ?? 1883;
    if (port !== 0)
      await checkPortFree(port, "the embedded MQTT broker", "MQTT_PORT", config().MQTT_HOST ?? "127.0.0.1");
  },
};
