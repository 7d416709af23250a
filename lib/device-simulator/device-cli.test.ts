import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findFreePort } from "../bootstrap/find-free-port";

describe("npm run device -- simulate", () => {
  it("ends with one line and status 1 when no broker answers at the URL, instead of retrying", async () => {
    const url = `mqtt://127.0.0.1:${await findFreePort()}`;
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "lib/device-simulator/device-cli.ts",
        "simulate",
        "--device",
        "d",
        "--password",
        "p",
        "--url",
        url,
      ],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect([run.status, run.stderr]).toEqual([
      1,
      `No MQTT broker answers at ${url}: start the platform (npm run dev or npm start), or pass --url or set MQTT_URL to where its broker listens.\n`,
    ]);
  });
});
