import mqtt, { type MqttClient } from "mqtt";
import { z } from "zod";
import { commandExpired } from "../device-gateway/command-expiry";
import { deviceTopic } from "../device-gateway/device-topics";

export const commandMessage = z.object({
  id: z.string(),
  command: z.string(),
  durationSeconds: z.number().optional(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type CommandMessage = z.infer<typeof commandMessage>;

export type SimulatorMode = "ack" | "fail" | "silent";

export type SimulatorOptions = {
  url: string;
  deviceId: string;
  password: string;
  mode?: SimulatorMode;
  firmware?: string;
  keepaliveSeconds?: number;
  // A persistent session keeps queued commands while the device is away.
  clean?: boolean;
  reconnect?: boolean;
  connectTimeoutMs?: number;
  log?: (line: string) => void;
};

export type SimulatedDevice = {
  client: MqttClient;
  received: CommandMessage[];
  setMode: (mode: SimulatorMode) => void;
  nextCommand: (timeoutMs?: number) => Promise<CommandMessage>;
  // Drops the connection without a DISCONNECT, as a door losing power does.
  vanish: () => void;
  stop: () => Promise<void>;
};

// A door controller: reports online (retained, with a Last Will of offline), receives unlocks and
// acknowledges them (or reports a failure, or stays silent); an expired command is never acted on.
export async function simulateDevice(options: SimulatorOptions): Promise<SimulatedDevice> {
  const say = options.log ?? (() => undefined);
  let mode = options.mode ?? "ack";
  const received: CommandMessage[] = [];
  const acted = new Set<string>();
  const waiters: ((command: CommandMessage) => void)[] = [];
  let taken = 0;
  const statusTopic = deviceTopic(options.deviceId, "status");
  // Handlers go on before the CONNACK: a broker sends a persistent session's queue right behind it.
  const client = mqtt.connect(options.url, {
    clientId: options.deviceId,
    username: options.deviceId,
    password: options.password,
    clean: options.clean ?? true,
    keepalive: options.keepaliveSeconds ?? 30,
    reconnectPeriod: options.reconnect === false ? 0 : 1000,
    // A refused reconnection is retried too; narrateConnection ends the client when the credentials are refused.
    reconnectOnConnackError: options.reconnect !== false,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    will: { topic: statusTopic, payload: Buffer.from(JSON.stringify({ status: "offline" })), qos: 1, retain: true },
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.once("connect", () => resolve());
    client.once("error", reject);
    client.once("close", () => reject(new Error("the broker closed the connection")));
  });
  client.on("message", (_topic, payload) => {
    const parsed = commandMessage.safeParse(
      (() => {
        try {
          return JSON.parse(payload.toString());
        } catch {
          return null;
        }
      })(),
    );
    if (!parsed.success) return say(`ignored a malformed command: ${payload.toString().slice(0, 200)}`);
    const command = parsed.data;
    if (commandExpired(payload)) return say(`ignored expired command ${command.id}`);
    // QoS 1 is at least once: a command the broker sends again (our PUBACK was lost) is acknowledged again, not acted on twice.
    if (acted.has(command.id)) say(`${command.id} delivered again: not acted on twice`);
    else {
      acted.add(command.id);
      if (acted.size > 1000) acted.delete(acted.values().next().value!);
      received.push(command);
      say(`received ${command.command} ${command.id} (expires ${command.expiresAt})`);
      waiters.shift()?.(command);
    }
    if (mode === "silent") return;
    const ack =
      mode === "ack"
        ? { commandId: command.id, result: "done" }
        : { commandId: command.id, result: "failed", reason: "lock jammed (simulated)" };
    client.publish(deviceTopic(options.deviceId, "acks"), JSON.stringify(ack), { qos: 1 });
    say(`acknowledged ${command.id}: ${ack.result}`);
  });
  const announce = () =>
    client.publishAsync(statusTopic, JSON.stringify({ status: "online", firmware: options.firmware ?? "sim-1.0.0" }), {
      qos: 1,
      retain: true,
    });
  client.on("connect", () => void announce().catch(() => undefined));
  await connected.catch((error) => {
    client.end(true);
    throw error;
  });
  narrateConnection(client, say, options.reconnect !== false);
  await client.subscribeAsync(deviceTopic(options.deviceId, "commands"), { qos: 1 });
  await announce();
  say(`connected as ${options.deviceId}, online`);
  return {
    client,
    received,
    setMode: (next) => (mode = next),
    // The oldest command not yet taken, waiting for one if none is.
    nextCommand: (timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        if (taken < received.length) return resolve(received[taken++]);
        const timer = setTimeout(() => reject(new Error(`no command within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((command) => (clearTimeout(timer), taken++, resolve(command)));
      }),
    vanish: () => {
      client.options.reconnectPeriod = 0;
      client.stream.destroy();
      client.end(true);
    },
    stop: async () => {
      await client
        .publishAsync(statusTopic, JSON.stringify({ status: "offline" }), { qos: 1, retain: true })
        .catch(() => undefined);
      await client.endAsync();
    },
  };
}

// CONNACK reason codes that mean the credentials (MQTT 3.1.1: 4, 5; MQTT 5: 0x86, 0x87): the same password cannot pass.
const CREDENTIALS_REFUSED = new Set([4, 5, 0x86, 0x87]);

// Once connected, the connection lost and the connection back are said. A reconnection refused for its credentials (new
// ones issued meanwhile, say) is said and ends the simulator; another refusal (a broker that cannot check them just
// now) is said once and retried.
function narrateConnection(client: MqttClient, say: (line: string) => void, retrying: boolean): void {
  let lost = false;
  let turnedAway = false;
  client.on("close", () => {
    if (lost || client.disconnecting) return;
    lost = true;
    say(`lost the connection to the broker${retrying ? "; reconnecting every second" : ""}`);
  });
  // A refusal carries the broker's numeric reason code; a broker that does not answer yet (a restart) is retried.
  client.on("error", (error: Error & { code?: unknown }) => {
    if (!lost || typeof error.code !== "number") return;
    if (!CREDENTIALS_REFUSED.has(error.code)) {
      if (!turnedAway) say(`the broker turned the reconnection away (${error.message}); trying again every second`);
      turnedAway = true;
      return;
    }
    say(`the broker refused the reconnection (${error.message}): check the device's id and password; stopping`);
    client.end(true);
  });
  client.on("connect", () => {
    if (!lost) return;
    lost = turnedAway = false;
    say("reconnected, online again");
  });
}
