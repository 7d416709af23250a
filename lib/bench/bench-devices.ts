import { setTimeout as sleep } from "node:timers/promises";
import { spawn, type ChildProcess } from "node:child_process";
import { childEnvironment, setConfigDefaults } from "../config/read-config";
import type { Database } from "../db/client";
import type { MqttSettings } from "../device-gateway/mqtt-settings";
import { closePlatformPublisher } from "../device-gateway/platform-publisher";
import { simulateDevice, type SimulatedDevice } from "../device-simulator/simulate-device";
import { generateDevicePassword } from "../devices/device-credentials";
import { startWorkerProcess, type WorkerProcess } from "../jobs/testing/start-worker-process";
import type { TestServer } from "../testing/start-test-server";
import { pssBytesOf, readMemoryByRole } from "./read-process-memory";
import { roundedPercentile } from "./percentile";

export type DeviceFigures = {
  devices: number;
  online: number;
  refused: number;
  connectSeconds: number;
  unlocks: number;
  ratePerSecond: number;
  delivered: number;
  acknowledged: number;
  apiP50Ms: number;
  apiP99Ms: number;
  // Every answer by status and error code, e.g. {"201": 498, "503 SERVICE_UNAVAILABLE": 2}.
  answers: Record<string, number>;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  ackP50Ms: number;
  ackP99Ms: number;
  brokerIdleBytes: number;
  brokerConnectedBytes: number;
  appBytes: number;
};

// Untimed unlocks before the timed ones, as a running server has served many: a fresh one compiles its routes and
// opens its database connections on the first requests, and the backlog that leaves would be counted against the door.
const WARM_UP = { unlocks: 250, ratePerSecond: 50, settleMs: 2000 };

async function startBroker(databaseUrl: string): Promise<{ child: ChildProcess; settings: MqttSettings }> {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/bench/run-bench-broker.ts"], {
    env: childEnvironment({ DATABASE_URL: databaseUrl, MQTT_URL: "" }),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const settings = await new Promise<MqttSettings>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(JSON.parse(out.slice(0, out.indexOf("\n"))) as MqttSettings);
    });
    child.once("exit", (code) => reject(new Error(`the bench broker exited with ${code}`)));
  });
  return { child, settings };
}

// Connects in batches, so the broker sees a fleet arriving rather than one burst of a thousand handshakes.
async function connectFleet(url: string, doors: { id: string; password: string }[]): Promise<SimulatedDevice[]> {
  const fleet: SimulatedDevice[] = [];
  for (let i = 0; i < doors.length; i += 25) {
    const batch = doors.slice(i, i + 25).map((door) =>
      simulateDevice({
        url,
        deviceId: door.id,
        password: door.password,
        firmware: "bench",
        connectTimeoutMs: 30_000,
      }),
    );
    fleet.push(...(await Promise.all(batch)));
  }
  return fleet;
}

// N simulated controllers on the embedded broker; unlocks through the admin API at a fixed rate; the time from
// the request to the device receiving the command, and to the ack being recorded; broker and app memory.
export async function benchDevices(options: {
  databaseUrl: string;
  database: Database;
  // The app, started once the broker runs, with its settings: it publishes each unlock right after commit.
  startServer: (env: Record<string, string>) => Promise<TestServer>;
  apiKey: string;
  propertyId: string;
  devices: number;
  ratePerSecond: number;
  seconds: number;
}): Promise<DeviceFigures> {
  const { database } = options;
  const { child, settings } = await startBroker(options.databaseUrl);
  const fleet: SimulatedDevice[] = [];
  let server: TestServer | undefined;
  let worker: WorkerProcess | undefined;
  try {
    const mqttEnv = {
      MQTT_URL: settings.url,
      MQTT_USERNAME: settings.username,
      MQTT_PASSWORD: settings.password,
      MQTT_BROKER: "embedded",
    };
    server = await options.startServer(mqttEnv);
    // The worker beside it, as `npm start` runs it: it publishes a command only when the server could not.
    worker = startWorkerProcess({ ...mqttEnv, DATABASE_URL: options.databaseUrl });
    await worker.ready;
    const baseUrl = server.baseUrl;
    setConfigDefaults({
      DATABASE_URL: options.databaseUrl,
      ...mqttEnv,
    });
    const doors = Array.from({ length: options.devices }, (_, i) => ({
      name: `Bench door ${i}`,
      ...generateDevicePassword(),
    }));
    // One statement: a thousand creates in one transaction outlast its timeout on a loaded machine.
    const created = await database.device.createManyAndReturn({
      data: doors.map((door) => ({
        propertyId: options.propertyId,
        name: door.name,
        kind: "door_controller" as const,
        serialNumber: `BENCH-${door.name}-${Date.now()}`,
        status: "provisioning" as const,
        credentialHash: door.hash,
      })),
      select: { id: true, name: true },
    });
    // Rows come back in no promised order; each door keeps its own password.
    const byName = new Map(created.map((row) => [row.name, row.id]));
    await sleep(1000);
    const brokerIdleBytes = pssBytesOf(child.pid!);

    const connectStarted = performance.now();
    fleet.push(
      ...(await connectFleet(
        settings.url,
        doors.map((door) => ({ id: byName.get(door.name)!, password: door.password })),
      )),
    );
    const ids = doors.map((door) => byName.get(door.name)!);
    // Bounded: a status message the gateway failed to record (its database busy) leaves a door offline for good.
    const onlineBy = Date.now() + 120_000;
    const readOnline = () =>
      database.device.findMany({ where: { id: { in: ids }, status: "online" }, select: { id: true } });
    let online = await readOnline();
    while (online.length < ids.length && Date.now() < onlineBy) {
      await sleep(250);
      online = await readOnline();
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // Unlocks go to the doors that are online; an offline one would only be refused.
    const targets = online.map((row) => row.id);
    await sleep(2000);
    const brokerConnectedBytes = pssBytesOf(child.pid!);

    const receivedAt = new Map<string, number>();
    for (const device of fleet)
      device.client.on("message", (_topic, payload) => {
        const id = (JSON.parse(payload.toString()) as { id?: string }).id;
        if (id && !receivedAt.has(id)) receivedAt.set(id, Date.now());
      });
    // Timed from the moment each request is sent: the door may hear the command before the client hears the answer.
    const requestedAt = new Map<string, number>();
    const apiMs: number[] = [];
    const answers: Record<string, number> = {};
    const count = (answer: string) => (answers[answer] = (answers[answer] ?? 0) + 1);
    // Unlocks at a steady rate, each door in turn; `timed` records each request's answer and command.
    const issueUnlocks = async (total: number, ratePerSecond: number, timed: boolean) => {
      const started = Date.now();
      const requests: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        await sleep(Math.max(0, started + (i * 1000) / ratePerSecond - Date.now()));
        const deviceId = targets[i % targets.length];
        requests.push(
          (async () => {
            const sentAt = Date.now();
            const sent = performance.now();
            const reply = await fetch(`${baseUrl}/api/admin/devices/${deviceId}/unlock`, {
              method: "POST",
              headers: { authorization: `Bearer ${options.apiKey}` },
            }).catch((error: Error) => error);
            if (!timed) return void (reply instanceof Error ? undefined : await reply.arrayBuffer());
            apiMs.push(performance.now() - sent);
            // A refused unlock is counted with its status and code, not fatal: the figures say how many went through.
            if (reply instanceof Error) return void count(`network error: ${reply.message}`);
            const body = (await reply.json().catch(() => ({}))) as {
              data?: { accessEvent?: { command?: { id: string } | null } };
              error?: { code?: string };
            };
            const commandId = body.data?.accessEvent?.command?.id;
            const granted = reply.status === 201 && commandId;
            count([String(reply.status), body.error?.code ?? (granted ? "" : "no command")].filter(Boolean).join(" "));
            if (granted) requestedAt.set(commandId, sentAt);
          })(),
        );
      }
      await Promise.all(requests);
    };
    await issueUnlocks(WARM_UP.unlocks, WARM_UP.ratePerSecond, false);
    await sleep(WARM_UP.settleMs);
    await issueUnlocks(options.ratePerSecond * options.seconds, options.ratePerSecond, true);
    const deadline = Date.now() + 20_000;
    const commandIds = [...requestedAt.keys()];
    while (
      Date.now() < deadline &&
      (await database.deviceCommand.count({ where: { id: { in: commandIds }, status: "acknowledged" } })) <
        commandIds.length
    )
      await sleep(200);
    const commands = await database.deviceCommand.findMany({
      where: { id: { in: [...requestedAt.keys()] } },
      select: { id: true, acknowledgedAt: true },
    });
    const delivery = [...requestedAt].filter(([id]) => receivedAt.has(id)).map(([id, at]) => receivedAt.get(id)! - at);
    const ack = commands
      .filter((command) => command.acknowledgedAt)
      .map((command) => command.acknowledgedAt!.getTime() - requestedAt.get(command.id)!);
    return {
      devices: ids.length,
      online: targets.length,
      connectSeconds,
      unlocks: requestedAt.size,
      refused: apiMs.length - requestedAt.size,
      answers,
      ratePerSecond: options.ratePerSecond,
      delivered: delivery.length,
      acknowledged: ack.length,
      apiP50Ms: roundedPercentile(apiMs, 50),
      apiP99Ms: roundedPercentile(apiMs, 99),
      deliveryP50Ms: roundedPercentile(delivery, 50),
      deliveryP99Ms: roundedPercentile(delivery, 99),
      ackP50Ms: roundedPercentile(ack, 50),
      ackP99Ms: roundedPercentile(ack, 99),
      brokerIdleBytes,
      brokerConnectedBytes,
      appBytes: readMemoryByRole().app.pssBytes,
    };
  } finally {
    await Promise.all(fleet.map((device) => device.client.endAsync(true).catch(() => undefined)));
    await closePlatformPublisher();
    await worker?.stop();
    await server?.stop();
    // The broker stops before the bench removes its database.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000)]);
  }
}
