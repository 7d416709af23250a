import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "../../bootstrap/find-free-port";
import { TOPIC_ROOT } from "../device-topics";

const PLUGIN_PATHS = [
  "/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so",
  "/usr/lib/aarch64-linux-gnu/mosquitto_dynamic_security.so",
  "/usr/lib/mosquitto_dynamic_security.so",
];

export const mosquittoAvailable = () => existsSync("/usr/sbin/mosquitto") && PLUGIN_PATHS.some((p) => existsSync(p));

// A real Mosquitto 2 on a free port with the dynamic security plugin, set up as the README says:
// the platform's user is the plugin's admin and may also publish device commands.
export async function startMosquitto(platformUsername: string, platformPassword: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-mosquitto-"));
  chmodSync(folder, 0o755);
  const dynsec = path.join(folder, "dynamic-security.json");
  const init = spawnSync("mosquitto_ctrl", ["dynsec", "init", dynsec, platformUsername, platformPassword], {
    encoding: "utf8",
  });
  if (init.status !== 0) throw new Error(`mosquitto_ctrl dynsec init failed: ${init.stderr}`);
  const state = JSON.parse(readFileSync(dynsec, "utf8"));
  state.roles
    .find((role: { rolename: string }) => role.rolename === "admin")
    .acls.push({ acltype: "publishClientSend", topic: `${TOPIC_ROOT}/+/commands`, priority: 0, allow: true });
  writeFileSync(dynsec, JSON.stringify(state));
  const port = await findFreePort();
  const conf = path.join(folder, "mosquitto.conf");
  writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      "allow_anonymous false",
      "persistence false",
      "user root",
      `plugin ${PLUGIN_PATHS.find((p) => existsSync(p))}`,
      `plugin_opt_config_file ${dynsec}`,
      "",
    ].join("\n"),
  );
  const child = spawn("/usr/sbin/mosquitto", ["-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited: ${stderr}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error(`mosquitto did not listen within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) await new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
