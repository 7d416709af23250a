import { parseArgs } from "node:util";
import { config } from "../config/read-config";
import { simulateDevice, type SimulatorMode } from "./simulate-device";

const USAGE =
  "usage: npm run device -- simulate --device <id> --password <p> [--url mqtt://127.0.0.1:1883] [--fail | --silent] [--vanish-after <seconds>] [--firmware <v>]";

// The broker's address as given, without any password it carries.
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.href;
  } catch {
    return url;
  }
}

// `npm run device -- simulate ...`: a simulated door controller in the terminal.
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      device: { type: "string" },
      password: { type: "string" },
      url: { type: "string" },
      fail: { type: "boolean" },
      silent: { type: "boolean" },
      "vanish-after": { type: "string" },
      firmware: { type: "string" },
    },
  });
  if (positionals[0] !== "simulate" || !values.device || !values.password) throw new Error(USAGE);
  const mode: SimulatorMode = values.fail ? "fail" : values.silent ? "silent" : "ack";
  const url =
    values.url ?? config().MQTT_PUBLIC_URL ?? config().MQTT_URL ?? `mqtt://127.0.0.1:${config().MQTT_PORT ?? 1883}`;
  const device = await simulateDevice({
    url,
    deviceId: values.device,
    password: values.password,
    mode,
    firmware: values.firmware,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  }).catch((error: NodeJS.ErrnoException) => {
    // Most often the platform (and so its broker) is not running, or the address is wrong: say which to fix.
    if (error.code !== "ECONNREFUSED") throw error;
    throw new Error(
      `No MQTT broker answers at ${withoutPassword(url)}: start the platform (npm run dev or npm start), or pass --url or set MQTT_URL to where its broker listens.`,
    );
  });
  console.log(`Simulating ${values.device} on ${withoutPassword(url)} (${mode}); Ctrl-C stops it and reports offline.`);
  let stopping = false;
  // The simulator ends itself when the broker refuses a reconnection; it has said why.
  device.client.on("end", () => stopping || process.exit(1));
  if (values["vanish-after"]) {
    setTimeout(
      () => {
        stopping = true;
        console.log("vanishing without a word");
        device.vanish();
        process.exit(0);
      },
      Number(values["vanish-after"]) * 1000,
    );
  }
  process.on("SIGINT", () => {
    stopping = true;
    void device.stop().finally(() => process.exit(0));
  });
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(
    error.message.includes("Not authorized") || error.message.includes("Bad username")
      ? `The broker refused ${process.argv.join(" ").match(/--device\s+(\S+)/)?.[1] ?? "the device"}: check --device and --password (issue new ones with POST /api/admin/devices/{id}/credentials)`
      : error.message,
  );
  process.exit(1);
});
