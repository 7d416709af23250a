import { startMqtt } from "../device-gateway/start-mqtt";

// The embedded broker and device gateway in a process of their own, so the bench can weigh them apart from the fleet.
startMqtt({ port: 0 }).then(
  (mqtt) => {
    process.stdout.write(`${JSON.stringify(mqtt.settings)}\n`);
    process.once("SIGTERM", () => void mqtt.stop().finally(() => process.exit(0)));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
