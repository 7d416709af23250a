import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Aedes } from "aedes";
import { findFreePort } from "./find-free-port";

const SECRETS = ["NEXTAUTH_SECRET", "CORE_JWT_SECRET", "GUEST_PASS_SECRET"];
const isRoot = process.getuid?.() === 0;
// As root the folder check runs the launcher as nobody, which needs a checkout nobody may read.
const nobodyCanLaunch =
  !isRoot ||
  spawnSync(
    process.execPath,
    ["-e", `require("fs").accessSync(${JSON.stringify(path.resolve("node_modules/tsx/dist/cli.mjs"))})`],
    { uid: 65534, gid: 65534 },
  ).status === 0;
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

const scratch = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-startup-"));
  chmodSync(folder, 0o755);
  return folder;
};

// Runs `npm run dev` / `npm start` as a user would, and collects what it prints and how it exits.
function launch(
  mode: "dev" | "start",
  env: Record<string, string | undefined>,
  options: { uid?: number; gid?: number; nodeOptions?: string } = {},
) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "info",
    DATABASE_URL: undefined,
    PORT: undefined,
    MQTT_URL: undefined,
    MQTT_PORT: "0",
    GATEHOUSE_DATA_DIR: path.join(scratch(), "data"),
    ...env,
  };
  if (options.nodeOptions) childEnv.NODE_OPTIONS = options.nodeOptions;
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "lib/bootstrap/start-platform.ts", mode], {
    env: childEnv,
    uid: options.uid,
    gid: options.gid,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string; lines: string[] }>((resolve) =>
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout,
        stderr,
        lines: stderr.split("\n").filter((line) => line.trim() && !/nodedir|npm warn/i.test(line)),
      });
    }),
  );
}

function occupyPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => resolve((server.address() as net.AddressInfo).port));
    cleanups.push(() => server.close());
  });
}

describe("start-up failures say what and how to fix it in one line, then exit non-zero", () => {
  it("the app's port in use", async () => {
    const port = await occupyPort();
    const run = await launch("dev", { PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `Port ${port} (the web server) is in use by another process: stop that process, or set PORT to a free port.`,
    ]);
  });

  it("the metrics port in use", async () => {
    const port = await occupyPort();
    const run = await launch("dev", { PORT: String(await findFreePort()), METRICS_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `Port ${port} (the metrics endpoint) is in use by another process: stop that process, or set METRICS_PORT to a free port.`,
    ]);
  });

  it("a data folder that is a file, or lies below one", async () => {
    const file = path.join(scratch(), "data");
    writeFileSync(file, "not a folder");
    for (const data of [file, path.join(file, "below")]) {
      const run = await launch("dev", { PORT: String(await findFreePort()), GATEHOUSE_DATA_DIR: data });
      expect(run.code, data).toBe(1);
      expect(run.lines).toEqual([
        `The data folder ${data}, or a folder above it, is a file: move that file away, or set GATEHOUSE_DATA_DIR to another folder.`,
      ]);
    }
  });

  it("a data folder locked by another running process", async () => {
    const data = path.join(scratch(), "data");
    mkdirSync(data);
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    cleanups.push(() => holder.kill());
    writeFileSync(path.join(data, "gatehouse.lock"), String(holder.pid));
    const run = await launch("dev", { PORT: String(await findFreePort()), GATEHOUSE_DATA_DIR: data });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The data folder ${data} is in use by another Gatehouse process \\(pid ${holder.pid}\\)\\. Stop that instance first`,
        ),
      ),
    ]);
  });

  it("an unreachable DATABASE_URL, without printing its password", async () => {
    const closed = await findFreePort();
    const run = await launch("dev", {
      PORT: String(await findFreePort()),
      DATABASE_URL: `postgresql://app:hunter2secret@127.0.0.1:${closed}/gatehouse`,
    });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `Nothing answers at 127.0.0.1:${closed} (DATABASE_URL): start PostgreSQL there, fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`,
    ]);
    expect(run.stdout + run.stderr).not.toContain("hunter2secret");
  });

  it("a DATABASE_URL whose host does not resolve", async () => {
    const run = await launch("dev", {
      PORT: String(await findFreePort()),
      DATABASE_URL: "postgresql://app:pw@no-such-host.invalid:5432/gatehouse",
    });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      expect.stringMatching(
        /^The host of DATABASE_URL \(no-such-host\.invalid:5432\) cannot be resolved: fix the host name/,
      ),
    ]);
  });

  it("the embedded MQTT broker's port in use", async () => {
    const port = await occupyPort();
    const run = await launch("dev", { PORT: String(await findFreePort()), MQTT_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `Port ${port} (the embedded MQTT broker) is in use by another process: stop that process, or set MQTT_PORT to a free port.`,
    ]);
  });

  it("an unreachable MQTT_URL, without printing its password", async () => {
    const closed = await findFreePort();
    const run = await launch("dev", {
      PORT: String(await findFreePort()),
      MQTT_URL: `mqtt://gate:hunter2secret@127.0.0.1:${closed}`,
    });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `Nothing answers at 127.0.0.1:${closed} (MQTT_URL): start the MQTT broker there, fix MQTT_URL, or unset MQTT_URL to use the embedded broker.`,
    ]);
    expect(run.stdout + run.stderr).not.toContain("hunter2secret");
  });

  it("an MQTT broker that refuses the platform's sign-in", async () => {
    const broker = await Aedes.createBroker({
      authenticate: (_client, _username, _password, done) =>
        done(Object.assign(new Error("Bad username or password"), { returnCode: 4 as const }), null),
    });
    const server = net.createServer(broker.handle);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
    cleanups.push(() => server.close() && broker.close());
    const run = await launch("dev", {
      PORT: String(await findFreePort()),
      MQTT_URL: `mqtt://127.0.0.1:${port}`,
      MQTT_USERNAME: "gate",
      MQTT_PASSWORD: "wrong",
      MQTT_BROKER: "embedded",
    });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `The MQTT broker at 127.0.0.1:${port} refused user "gate": fix MQTT_USERNAME and MQTT_PASSWORD.`,
    ]);
  });

  it("a missing secret in production", async () => {
    const env = Object.fromEntries(SECRETS.map((name) => [name, undefined]));
    const run = await launch("start", {
      ...env,
      CORE_JWT_SECRET: "x".repeat(32),
      PORT: String(await findFreePort()),
      DATABASE_URL: "postgresql://app:pw@127.0.0.1:1/gatehouse",
    });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      "NEXTAUTH_SECRET, GUEST_PASS_SECRET are not set, and npm start with DATABASE_URL needs its own: set each to a random value of at least 32 characters (openssl rand -base64 32).",
    ]);
  });

  it("a full disk under the data folder", async () => {
    const fakeFullDisk = path.join(scratch(), "full-disk.cjs");
    writeFileSync(
      fakeFullDisk,
      'const fs = require("node:fs"); const real = fs.statfsSync; fs.statfsSync = (p, o) => ({ ...real(p, o), bavail: 0 }); require("node:module").syncBuiltinESMExports();\n',
    );
    const data = path.join(scratch(), "data");
    const run = await launch(
      "dev",
      { PORT: String(await findFreePort()), GATEHOUSE_DATA_DIR: data },
      { nodeOptions: `--require ${fakeFullDisk}` },
    );
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `The disk holding ${data} is full: free some space on it, or set GATEHOUSE_DATA_DIR to a folder on another disk.`,
    ]);
  });

  it.skipIf(!nobodyCanLaunch)("a data folder its user cannot enter", async () => {
    const locked = scratch();
    const data = path.join(locked, "data");
    // As root the check runs as nobody, since root enters every folder.
    chmodSync(locked, isRoot ? 0o700 : 0o500);
    cleanups.push(() => chmodSync(locked, 0o755));
    const tmp = scratch();
    chmodSync(tmp, 0o1777);
    const run = await launch(
      "dev",
      { PORT: String(await findFreePort()), GATEHOUSE_DATA_DIR: data, TMPDIR: tmp },
      isRoot ? { uid: 65534, gid: 65534 } : {},
    );
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      expect.stringMatching(
        new RegExp(`^The data folder ${data} cannot be written by user \\S+ \\(EACCES\\): give that user access to it`),
      ),
    ]);
  });
});
