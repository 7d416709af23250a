import { startMqtt } from "../../device-gateway/start-mqtt";
import type { PlatformPart } from "../platform-part";

// The MQTT broker (embedded unless MQTT_URL is set) and the device gateway; before the worker and
// the web server, which publish commands through it.
export const mqttPart: PlatformPart = {
  name: "MQTT broker",
  start: async () => {
    const mqtt = await startMqtt();
    console.log(mqtt.description);
    return { stop: () => mqtt.stop() };
  },
};
