import { readMqttSettings } from "../../device-gateway/mqtt-settings";
import { startDemoControllers } from "../../device-simulator/start-demo-controllers";
import type { PlatformPart } from "../platform-part";

// In development the demo doors answer unlocks through simulated controllers.
export const demoControllersPart: PlatformPart = {
  name: "demo controllers",
  start: async ({ mode }) => {
    const settings = readMqttSettings();
    if (mode !== "dev" || settings?.broker !== "embedded") return;
    const demo = await startDemoControllers(settings.url);
    if (demo.count) console.log(`Simulated controllers are running for ${demo.count} demo door(s).`);
    return { stop: demo.stop };
  },
};
