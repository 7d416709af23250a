import { connect as connectTcp } from "node:net";
import mqtt from "mqtt";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDoor } from "../access/open-door";
import { db } from "../db/client";
import { startJobWorker, type JobWorker } from "../jobs/start-job-worker";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { decideEntry } from "../voice/decide-entry";
import { simulateDevice, type SimulatedDevice } from "../device-simulator/simulate-device";
import { login, createPerson, send } from "../auth/testing/identity-fixtures";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { deliverCommand } from "./deliver-command";
import { deviceTopic } from "./device-topics";
import { MAX_MQTT_PACKET_BYTES } from "./limit-packet-size";
import { PLATFORM_USERNAME } from "./mqtt-settings";
import { closePlatformPublisher } from "./platform-publisher";
import { publishUnlockJob } from "./publish-unlock-job";
import {
  connectError,
  createDoor,
  issueCredentials,
  startBlackholeRelay,
  usePlatformConnection,
} from "./testing/device-fixtures";
import { waitFor } from "../testing/wait-for";

let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let key: string;
let worker: JobWorker;
const devices: SimulatedDevice[] = [];
const readDevice = (id: string) => testDatabase().device.findUniqueOrThrow({ where: { id } });
const readCommand = (id: string) => testDatabase().deviceCommand.findUniqueOrThrow({ where: { id } });

async function connectedDoor({
  propertyId,
  ...options
}: { mode?: "ack" | "fail" | "silent"; propertyId?: string } = {}) {
  const door = await createDoor(propertyId ?? tenant.propertyId);
  const credentials = await issueCredentials(key, door.id);
  const device = await simulateDevice({
    url: credentials.mqttUrl,
    deviceId: door.id,
    password: credentials.password,
    firmware: "2.1.0",
    ...options,
  });
  devices.push(device);
  await waitFor(
    () => readDevice(door.id),
    (d) => d.status === "online",
    2000,
  );
  return { door, credentials, device };
}

beforeAll(async () => {
  usePlatformConnection();
  tenant = await createTestTenant();
  ({ key } = await createTestKey(tenant.id));
  // The worker part of `npm start`, for this file's one job kind: the test server runs web only.
  worker = await startJobWorker({ connectionString: inject("databaseUrl"), definitions: [publishUnlockJob] });
});

afterAll(async () => {
  await worker?.stop();
  await Promise.all(devices.map((device) => device.client.endAsync(true).catch(() => undefined)));
  await closePlatformPublisher();
});

describe("device credentials and status", () => {
  it("answers credentials once, stores only a hash, and a device using them is online with its firmware within 2 s", async () => {
    const door = await createDoor(tenant.propertyId);
    const credentials = await issueCredentials(key, door.id);
    expect(credentials).toEqual({
      username: door.id,
      clientId: door.id,
      password: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      mqttUrl: expect.stringMatching(/^mqtt:\/\//),
      topicPrefix: `gatehouse/v1/devices/${door.id}/`,
    });
    const stored = await readDevice(door.id);
    expect(stored.credentialHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(credentials.password);

    const started = Date.now();
    devices.push(
      await simulateDevice({
        url: credentials.mqttUrl,
        deviceId: door.id,
        password: credentials.password,
        firmware: "2.1.0",
      }),
    );
    const online = await waitFor(
      () => readDevice(door.id),
      (d) => d.status === "online",
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(online).toMatchObject({ firmware: "2.1.0", lastSeenAt: expect.any(Date) });
    const history = await testDatabase().deviceStatusEvent.findMany({
      where: { deviceId: door.id },
      orderBy: { occurredAt: "asc" },
    });
    expect(history.map((e) => e.status)).toEqual(["online"]);
  });

  it("refuses a keepalive of 0 or over an hour, which would keep a vanished device online", async () => {
    const { door, credentials } = await connectedDoor();
    const signIn = { clientId: door.id, username: door.id, password: credentials.password };
    for (const keepalive of [0, 3601])
      expect(await connectError(credentials.mqttUrl, { ...signIn, keepalive }), String(keepalive)).not.toBeNull();
  });

  it("refuses a wrong password, another device's id as client id, and a device without credentials", async () => {
    const { door, credentials } = await connectedDoor();
    const other = await createDoor(tenant.propertyId);
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: "wrong" }),
    ).toMatch(/Bad username or password|Not authorized/i);
    expect(
      await connectError(credentials.mqttUrl, {
        clientId: other.id,
        username: door.id,
        password: credentials.password,
      }),
    ).toMatch(/Bad username or password|Not authorized/i);
    expect(await connectError(credentials.mqttUrl, { clientId: other.id, username: other.id, password: "" })).toMatch(
      /Bad username or password|Not authorized/i,
    );
    expect(
      await connectError(credentials.mqttUrl, {
        clientId: "x",
        username: "gatehouse-platform",
        password: credentials.password,
      }),
    ).toMatch(/Bad username or password|Not authorized/i);
  });

  it("rotating disconnects the device on the old password and refuses it; the new one works", async () => {
    const { door, credentials, device } = await connectedDoor();
    device.client.options.reconnectPeriod = 0;
    const closed = new Promise<void>((resolve) => device.client.once("close", () => resolve()));
    const rotated = await issueCredentials(key, door.id);
    expect(rotated.password).not.toBe(credentials.password);
    await closed;
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: credentials.password }),
    ).toMatch(/Bad username or password|Not authorized/i);
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: rotated.password }),
    ).toBeNull();
  });

  it("a retired device is disconnected and refused, and gets no new credentials", async () => {
    const { door, credentials, device } = await connectedDoor();
    device.client.options.reconnectPeriod = 0;
    await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", status: "acknowledged" },
    });
    const closed = new Promise<void>((resolve) => device.client.once("close", () => resolve()));
    expect((await adminFetch(key, "DELETE", `/api/admin/devices/${door.id}`)).headers.get("x-deletion")).toBe(
      "retired",
    );
    await closed;
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: credentials.password }),
    ).toMatch(/Bad username or password|Not authorized/i);
    expect((await adminFetch(key, "POST", `/api/admin/devices/${door.id}/credentials`)).status).toBe(409);
  });

  it("retiring by PATCH disconnects and refuses the device as DELETE does, and a retired device stays retired", async () => {
    const { door, credentials, device } = await connectedDoor();
    device.client.options.reconnectPeriod = 0;
    const closed = new Promise<void>((resolve) => device.client.once("close", () => resolve()));
    expect((await adminFetch(key, "PATCH", `/api/admin/devices/${door.id}`, { status: "retired" })).status).toBe(200);
    await closed;
    const revived = await adminFetch(key, "PATCH", `/api/admin/devices/${door.id}`, { status: "online" });
    expect(revived.status).toBe(409);
    expect((await readDevice(door.id)).status).toBe("retired");
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: credentials.password }),
    ).toMatch(/Bad username or password|Not authorized/i);
  });

  it("deleting a property without history deletes its devices and ends their sessions and sign-ins", async () => {
    const property = await testDatabase().property.create({
      data: { tenantId: tenant.id, name: `Short-lived ${uniqueSuffix()}`, address: "2 Test Street" },
    });
    const { door, credentials, device } = await connectedDoor({ propertyId: property.id });
    device.client.options.reconnectPeriod = 0;
    const closed = new Promise<boolean>((resolve) => {
      device.client.once("close", () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    const deleted = await adminFetch(key, "DELETE", `/api/admin/properties/${property.id}`);
    expect(deleted.headers.get("x-deletion")).toBe("deleted");
    expect(await testDatabase().device.findUnique({ where: { id: door.id } })).toBeNull();
    expect(await closed).toBe(true);
    expect(
      await connectError(credentials.mqttUrl, { clientId: door.id, username: door.id, password: credentials.password }),
    ).toMatch(/Bad username or password|Not authorized/i);
  });

  it("a device that vanishes without a word is offline within two keepalives", async () => {
    const door = await createDoor(tenant.propertyId);
    const credentials = await issueCredentials(key, door.id);
    const relay = await startBlackholeRelay(credentials.mqttUrl);
    try {
      const device = await simulateDevice({
        url: relay.url,
        deviceId: door.id,
        password: credentials.password,
        keepaliveSeconds: 1,
        reconnect: false,
      });
      devices.push(device);
      await waitFor(
        () => readDevice(door.id),
        (d) => d.status === "online",
        2000,
      );
      relay.goSilent();
      const started = Date.now();
      await waitFor(
        () => readDevice(door.id),
        (d) => d.status === "offline",
        2500,
      );
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      relay.close();
    }
  });
});

describe("unlocks", () => {
  it("an admin unlock reaches the door within 1 s and its ack marks the command acknowledged, once", async () => {
    const { door, device } = await connectedDoor();
    const reply = await adminFetch(key, "POST", `/api/admin/devices/${door.id}/unlock`);
    const answeredAt = Date.now();
    const command = device.nextCommand(1000);
    expect(reply.status).toBe(201);
    const event = reply.body.data.accessEvent;
    expect(event).toMatchObject({
      result: "granted",
      command: {
        id: event.commandId,
        status: expect.stringMatching(/^(sent|acknowledged)$/),
        expiresAt: expect.any(String),
      },
    });
    const received = await command;
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(received).toMatchObject({ id: event.commandId, command: "unlock" });
    const acked = await waitFor(
      () => readCommand(event.commandId),
      (c) => c.status === "acknowledged",
      2000,
    );
    expect(acked.acknowledgedAt).toBeInstanceOf(Date);
    // The ack marks its door seen, at the moment it settled the command.
    expect((await readDevice(door.id)).lastSeenAt?.toISOString()).toBe(acked.acknowledgedAt!.toISOString());

    // A repeated ack, or a failure after the fact, changes nothing.
    await device.client.publishAsync(
      deviceTopic(door.id, "acks"),
      JSON.stringify({ commandId: event.commandId, result: "failed", reason: "late" }),
      { qos: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readCommand(event.commandId)).toMatchObject({
      status: "acknowledged",
      acknowledgedAt: acked.acknowledgedAt,
      failureReason: null,
    });

    const log = await adminFetch(key, "GET", `/api/admin/devices/${door.id}/commands`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({
      commands: [{ id: event.commandId, status: "acknowledged", command: "unlock", accessEventId: event.id }],
      total: 1,
    });
  });

  it("a resident opening from the portal reaches the door and a failing door marks the command failed with its reason", async () => {
    const { door, device } = await connectedDoor({ mode: "fail" });
    const unit = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: `U${Date.now()}`, directoryCode: String(Date.now()).slice(-6) },
    });
    const resident = await createPerson("resident", tenant.id, { unitIds: [unit.id] });
    const token = await login(baseUrl(), resident.email);
    const reply = await send(baseUrl(), "POST", `/api/v1/access/${door.id}/open`, {
      bearer: token,
      body: { source: "portal" },
    });
    const command = device.nextCommand(1000);
    expect(reply.status).toBe(201);
    const commandId = reply.body?.data.accessEvent.commandId;
    expect((await command).id).toBe(commandId);
    expect(
      await waitFor(
        () => readCommand(commandId),
        (c) => c.status === "failed",
        2000,
      ),
    ).toMatchObject({ failureReason: "lock jammed (simulated)" });
  });

  it("an offline door gets a clear denial and no command", async () => {
    const door = await createDoor(tenant.propertyId, "offline");
    const reply = await adminFetch(key, "POST", `/api/admin/devices/${door.id}/unlock`);
    expect(reply.body.data.accessEvent).toMatchObject({
      result: "denied",
      reason: "device offline",
      commandId: null,
      command: null,
    });
  });

  it("a silent door's command expires, and a command that expired while the door was away is never delivered", async () => {
    const door = await createDoor(tenant.propertyId);
    const credentials = await issueCredentials(key, door.id);
    const persistent = {
      url: credentials.mqttUrl,
      deviceId: door.id,
      password: credentials.password,
      clean: false,
      reconnect: false,
    };
    const first = await simulateDevice({ ...persistent, mode: "silent" });
    const silentCommand = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 800) },
    });
    expect(await deliverCommand(testDatabase(), silentCommand.id)).toBe("sent");
    expect((await first.nextCommand(1000)).id).toBe(silentCommand.id);
    await waitFor(
      () => readCommand(silentCommand.id),
      (c) => c.status === "expired",
      3000,
    );
    await first.client.endAsync();

    // Away with a persistent session: one command expires in the broker's queue, one does not.
    const expiring = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 500) },
    });
    const lasting = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 15_000) },
    });
    expect(await deliverCommand(testDatabase(), expiring.id)).toBe("sent");
    expect(await deliverCommand(testDatabase(), lasting.id)).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 800));
    const back = await simulateDevice({ ...persistent, mode: "silent" });
    devices.push(back);
    expect((await back.nextCommand(3000)).id).toBe(lasting.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.received.map((c) => c.id)).toEqual([lasting.id]);
    expect(await deliverCommand(testDatabase(), expiring.id)).toBe("skipped");
  });
});

describe("unlocks through the job queue", () => {
  const jobCtx = { jobId: "test", attempt: 1 };
  const resident = async () => {
    const unit = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: `U${uniqueSuffix()}`, directoryCode: String(Date.now()).slice(-6) },
    });
    return createPerson("resident", tenant.id, { unitIds: [unit.id] });
  };

  it("a guest's keypad PIN opens a connected door after commit and the door's ack lands", async () => {
    const { door, device } = await connectedDoor();
    const guest = await resident();
    const token = await login(baseUrl(), guest.email);
    const pass = await send(baseUrl(), "POST", "/api/v1/guest-passes", {
      bearer: token,
      body: {
        name: "Guest",
        validFrom: new Date().toISOString(),
        validUntil: new Date(Date.now() + 3_600_000).toISOString(),
        maxUses: 1,
      },
    });
    expect(pass.status).toBe(201);
    const reply = await adminFetch(key, "POST", "/access/keypad", {
      deviceId: door.id,
      pin: pass.body?.data.guestPass.pin,
    });
    expect(reply.status).toBe(201);
    const { commandId } = reply.body.data.accessEvent;
    expect((await device.nextCommand(2000)).id).toBe(commandId);
    expect(
      await waitFor(
        () => readCommand(commandId),
        (c) => c.status === "acknowledged",
        2000,
      ),
    ).toMatchObject({ sentAt: expect.any(Date), acknowledgedAt: expect.any(Date) });
  });

  it("a resident pressing 9 on a call opens the entrance, and the door's ack lands", async () => {
    const { door, device } = await connectedDoor();
    await testDatabase().device.update({ where: { id: door.id }, data: { isEntrance: true } });
    const person = await resident();
    const { unitId } = await testDatabase().unitMembership.findFirstOrThrow({ where: { userId: person.id } });
    const call = await testDatabase().call.create({
      data: {
        propertyId: tenant.propertyId,
        unitId,
        residentId: person.id,
        carrier: "twilio",
        carrierCallId: `CA${uniqueSuffix()}`,
        from: "+15550100",
        to: "+15550101",
        status: "in_progress",
      },
    });
    const answer = await db().$transaction((tx) => decideEntry(tx, call.id, person.id, "9", new Date()));
    expect(answer.decision).toBe("door_opened");
    const command = await testDatabase().deviceCommand.findFirstOrThrow({ where: { deviceId: door.id } });
    expect((await device.nextCommand(2000)).id).toBe(command.id);
    expect(
      await waitFor(
        () => readCommand(command.id),
        (c) => c.status === "acknowledged",
        2000,
      ),
    ).toMatchObject({ acknowledgedAt: expect.any(Date) });
    expect(await testDatabase().accessEvent.findFirstOrThrow({ where: { callId: call.id } })).toMatchObject({
      method: "dtmf",
      result: "granted",
    });
  });

  it("a rolled-back opening leaves no command, no job and tells the door nothing", async () => {
    const { door, device } = await connectedDoor();
    let commandId = "";
    await expect(
      db().$transaction(async (tx) => {
        const { command } = await openDoor(tx, { deviceId: door.id, method: "pin" });
        commandId = command!.id;
        expect(await readQueuedJobs(tx, [publishUnlockJob.kind])).toContainEqual(
          expect.objectContaining({ payload: { commandId } }),
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(commandId).not.toBe("");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await testDatabase().deviceCommand.findUnique({ where: { id: commandId } })).toBeNull();
    expect(
      (await readQueuedJobs(testDatabase(), [publishUnlockJob.kind])).filter((job) =>
        JSON.stringify(job.payload).includes(commandId),
      ),
    ).toEqual([]);
    expect(device.received).toEqual([]);
  });

  it("the job running again, or twice at once, publishes a command once; no publish inside a transaction", async () => {
    const { door, device } = await connectedDoor({ mode: "silent" });
    const { command } = await db().$transaction((tx) => openDoor(tx, { deviceId: door.id, method: "pin" }));
    expect((await device.nextCommand(2000)).id).toBe(command!.id);
    await publishUnlockJob.run({ commandId: command!.id }, jobCtx);
    await publishUnlockJob.run({ commandId: command!.id }, jobCtx);

    const queued = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 10_000) },
    });
    await Promise.all([
      publishUnlockJob.run({ commandId: queued.id }, jobCtx),
      publishUnlockJob.run({ commandId: queued.id }, jobCtx),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(device.received.map((c) => c.id)).toEqual([command!.id, queued.id]);
    expect(await readCommand(queued.id)).toMatchObject({ status: "sent", sentAt: expect.any(Date) });

    const inside = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 10_000) },
    });
    await expect(db().$transaction(() => deliverCommand(db(), inside.id))).rejects.toThrow(
      /while a database transaction is open/,
    );
    expect(await readCommand(inside.id)).toMatchObject({ status: "pending" });
  });
});

describe("ACLs and bad input", () => {
  it("a device cannot subscribe to or publish on another device's topics, nor publish commands", async () => {
    const { door, device } = await connectedDoor();
    const { door: victim, device: victimDevice } = await connectedDoor();
    // The broker answers SUBACK 128 (failure), which the client raises.
    await expect(device.client.subscribeAsync(deviceTopic(victim.id, "commands"), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(device.client.subscribeAsync("gatehouse/#", { qos: 1 })).rejects.toThrow(/Subscribe error/);
    await expect(device.client.subscribeAsync(deviceTopic(door.id, "commands"), { qos: 1 })).resolves.toBeDefined();

    const received: string[] = [];
    victimDevice.client.on("message", (_t, payload) => received.push(payload.toString()));
    device.client.publish(deviceTopic(victim.id, "status"), JSON.stringify({ status: "offline" }), { qos: 1 });
    device.client.publish(
      deviceTopic(door.id, "commands"),
      JSON.stringify({
        id: "x",
        command: "unlock",
        issuedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 9000).toISOString(),
      }),
      { qos: 1 },
    );
    device.client.publish(
      deviceTopic(victim.id, "commands"),
      JSON.stringify({
        id: "y",
        command: "unlock",
        issuedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 9000).toISOString(),
      }),
      { qos: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    expect((await readDevice(victim.id)).status).toBe("online");
  });

  it("malformed, oversized, unknown-valued and foreign payloads are ignored; nothing changes and the broker stays up", async () => {
    const { door, device } = await connectedDoor();
    const other = await connectedDoor();
    const foreignCommand = await testDatabase().deviceCommand.create({
      data: { deviceId: other.door.id, command: "unlock", status: "sent", expiresAt: new Date(Date.now() + 10_000) },
    });
    const before = await readDevice(door.id);
    const events = () => testDatabase().accessEvent.count({ where: { deviceId: door.id } });
    const eventsBefore = await events();
    const bad: [string, string | Buffer][] = [
      [deviceTopic(door.id, "status"), "{not json"],
      [deviceTopic(door.id, "status"), JSON.stringify({ status: "exploded" })],
      [deviceTopic(door.id, "status"), Buffer.alloc(8 * 1024, "a")],
      [deviceTopic(door.id, "status"), JSON.stringify({ status: "offline", firmware: "a\u0000b" })],
      [
        deviceTopic(door.id, "status"),
        Buffer.from([...Buffer.from('{"status":"offline","firmware":"'), 0xff, 0x22, 0x7d]),
      ],
      [deviceTopic(door.id, "acks"), JSON.stringify({ commandId: "nope", result: "done" })],
      [deviceTopic(door.id, "acks"), JSON.stringify({ commandId: foreignCommand.id, result: "done" })],
      [deviceTopic(door.id, "acks"), JSON.stringify({ commandId: foreignCommand.id, result: "maybe" })],
      [deviceTopic(door.id, "events"), JSON.stringify({ type: "door.exploded" })],
      [deviceTopic(door.id, "events"), "[]"],
    ];
    for (const [topic, payload] of bad) await device.client.publishAsync(topic, payload, { qos: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readDevice(door.id)).toMatchObject({ status: before.status, firmware: before.firmware });
    expect(await readCommand(foreignCommand.id)).toMatchObject({ status: "sent", acknowledgedAt: null });
    expect(await events()).toBe(eventsBefore);

    // Still up: the same door opens.
    const reply = await adminFetch(key, "POST", `/api/admin/devices/${door.id}/unlock`);
    const command = device.nextCommand(1000);
    expect((await command).id).toBe(reply.body.data.accessEvent.commandId);
  });

  it("a packet over the broker's limit ends the connection before it is buffered, signed in or not", async () => {
    // Unsigned: a CONNECT declaring 256 MB, then a stream of it.
    const { hostname, port } = new URL(inject("mqttUrl"));
    const socket = connectTcp(Number(port), hostname);
    const started = Date.now();
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => undefined);
    socket.write(Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]));
    for (let i = 0; i < 8 && !socket.destroyed; i++) socket.write(Buffer.alloc(64 * 1024));
    await closed;
    expect(Date.now() - started).toBeLessThan(5000);

    // Signed in: one status over the limit; the device is disconnected and its status is not touched.
    const { door, device } = await connectedDoor();
    device.client.options.reconnectPeriod = 0;
    const before = await readDevice(door.id);
    const dropped = new Promise<void>((resolve) => device.client.once("close", () => resolve()));
    device.client.publish(deviceTopic(door.id, "status"), Buffer.alloc(MAX_MQTT_PACKET_BYTES + 1, "a"), { qos: 1 });
    await dropped;
    expect(await readDevice(door.id)).toMatchObject({ status: "online", firmware: before.firmware });
  });

  it("keeps a device's status for later subscribers, but not its acks or events", async () => {
    const { door, device } = await connectedDoor();
    await device.client.publishAsync(deviceTopic(door.id, "events"), JSON.stringify({ type: "door.tamper" }), {
      qos: 1,
      retain: true,
    });
    const listener = await mqtt.connectAsync(inject("mqttUrl"), {
      clientId: `retained-${uniqueSuffix()}`,
      username: PLATFORM_USERNAME,
      password: inject("mqttPlatformPassword"),
      reconnectPeriod: 0,
    });
    try {
      const retained: string[] = [];
      listener.on("message", (topic, _payload, packet) => packet.retain && retained.push(topic.split("/").pop()!));
      await listener.subscribeAsync([deviceTopic(door.id, "status"), deviceTopic(door.id, "events")], { qos: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(retained).toEqual(["status"]);
    } finally {
      await listener.endAsync();
    }
  });

  it("a forced door becomes an access event with its reason", async () => {
    const { door, device } = await connectedDoor();
    await device.client.publishAsync(
      deviceTopic(door.id, "events"),
      JSON.stringify({ type: "door.forced", at: new Date().toISOString() }),
      { qos: 1 },
    );
    const event = await waitFor(
      () => testDatabase().accessEvent.findFirst({ where: { deviceId: door.id, method: "device" } }),
      (e) => e !== null,
      2000,
    );
    expect(event).toMatchObject({ result: "alarm", reason: "door forced open", tenantId: tenant.id });
  });

  it("dates an event by the door's clock within a day behind and 5 minutes ahead, else by its arrival", async () => {
    const { door, device } = await connectedDoor();
    const hourAgo = new Date(Date.now() - 3600_000);
    const sent = Date.now();
    for (const at of [hourAgo, new Date(sent + 23 * 3600_000)])
      await device.client.publishAsync(
        deviceTopic(door.id, "events"),
        JSON.stringify({ type: "door.tamper", at: at.toISOString() }),
        { qos: 1 },
      );
    const events = await waitFor(
      () => testDatabase().accessEvent.findMany({ where: { deviceId: door.id }, orderBy: { occurredAt: "asc" } }),
      (found) => found.length === 2,
      2000,
    );
    expect(events[0].occurredAt.getTime()).toBe(hourAgo.getTime());
    expect(Math.abs(events[1].occurredAt.getTime() - sent)).toBeLessThan(5000);
  });

  it("a door held open or forced at an entrance queues a door alert for the residents who switched it on", async () => {
    const unit = await testDatabase().unit.create({
      data: { propertyId: tenant.propertyId, label: `U${uniqueSuffix()}`, floor: "1", directoryCode: "77" },
    });
    const [wants, silenced] = await Promise.all([
      createPerson("resident", tenant.id, { unitIds: [unit.id] }),
      createPerson("resident", tenant.id, { unitIds: [unit.id] }),
    ]);
    await testDatabase().user.update({ where: { id: wants.id }, data: { notificationPrefs: { accessEvents: true } } });
    await testDatabase().user.update({
      where: { id: silenced.id },
      data: { notificationPrefs: { accessEvents: false } },
    });
    const alerts = async (match: string) =>
      (await readQueuedJobs(testDatabase(), ["notifications.send"]))
        .map((job) => job.payload as { userId: string; notification: { kind: string; title: string; tag: string } })
        .filter((payload) => payload.notification.kind === "door_alert" && JSON.stringify(payload).includes(match));

    // A door that is not an entrance alarms the record only.
    const inner = await connectedDoor();
    await inner.device.client.publishAsync(
      deviceTopic(inner.door.id, "events"),
      JSON.stringify({ type: "door.forced" }),
      {
        qos: 1,
      },
    );
    await waitFor(
      () => testDatabase().accessEvent.count({ where: { deviceId: inner.door.id, result: "alarm" } }),
      (count) => count === 1,
      5000,
    );
    expect(await alerts(inner.door.id)).toEqual([]);

    const entrance = await connectedDoor();
    await testDatabase().device.update({ where: { id: entrance.door.id }, data: { isEntrance: true } });
    await entrance.device.client.publishAsync(
      deviceTopic(entrance.door.id, "events"),
      JSON.stringify({ type: "door.held_open" }),
      { qos: 1 },
    );
    const queued = await waitFor(
      () => alerts(entrance.door.id),
      (found) => found.length > 0,
      5000,
    );
    expect(queued).toEqual([
      {
        userId: wants.id,
        queuedAt: expect.any(String),
        notification: expect.objectContaining({
          kind: "door_alert",
          title: `${entrance.door.name} has been held open`,
          tag: `door-${entrance.door.id}-held_open`,
        }),
      },
    ]);
  });
});
