import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDoor } from "../access/open-door";
import { db } from "../db/client";
import { dispatchCommand } from "../devices/dispatch-command";
import { simulateDevice, type SimulatedDevice } from "../device-simulator/simulate-device";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { deviceTopic } from "./device-topics";
import { deliverCommand } from "./deliver-command";
import { closePlatformPublisher, platformPublisher } from "./platform-publisher";
import { publishUnlockJob } from "./publish-unlock-job";
import { queueStrandedCommands, STRANDED_AFTER_MS } from "./queue-stranded-commands";
import { waitFor } from "../testing/wait-for";
import { createDoor, issueCredentials, usePlatformConnection } from "./testing/device-fixtures";

let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let key: string;
const devices: SimulatedDevice[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readCommand = (id: string) => testDatabase().deviceCommand.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  usePlatformConnection();
  tenant = await createTestTenant();
  ({ key } = await createTestKey(tenant.id));
});

afterAll(async () => {
  delete process.env.COMMAND_TTL_SECONDS;
  await Promise.all(devices.map((device) => device.client.endAsync(true).catch(() => undefined)));
  await closePlatformPublisher();
});

// A door with a persistent session that acts on its commands; `losePubacks` makes the broker think it never got them.
async function persistentDoor() {
  const door = await createDoor(tenant.propertyId);
  const credentials = await issueCredentials(key, door.id);
  const device = await simulateDevice({
    url: credentials.mqttUrl,
    deviceId: door.id,
    password: credentials.password,
    clean: false,
  });
  devices.push(device);
  const handleMessage = device.client.handleMessage;
  // Every command id the door's connection receives, also the ones it does not act on.
  const delivered: string[] = [];
  device.client.on("message", (_topic, payload) =>
    delivered.push((JSON.parse(payload.toString()) as { id: string }).id),
  );
  return {
    door,
    device,
    delivered,
    // The door acts on the next command, but its PUBACK never leaves (mqtt.js sends it from handleMessage's callback).
    losePubacks: () => (device.client.handleMessage = () => undefined),
    // The connection drops; the client reconnects to its session and the broker sends what is still in flight.
    dropConnection: () => {
      device.client.handleMessage = handleMessage;
      device.client.stream.destroy();
    },
  };
}

// An admin-style opening in this process: one transaction, then the command published right after the commit.
async function openAndDispatch(deviceId: string) {
  const { accessEvent, command } = await db().$transaction((tx) =>
    openDoor(tx, { deviceId, method: "admin", publishAfterCommit: true }),
  );
  return { accessEvent, command: await dispatchCommand(command!.id) };
}

describe("unlocks published right after commit", () => {
  const jobsOf = async (commandId: string) =>
    (await readQueuedJobs(testDatabase(), [publishUnlockJob.kind])).filter(
      (job) => (job.payload as { commandId: string }).commandId === commandId,
    );
  const onlineDoor = async () => {
    const door = await persistentDoor();
    await waitFor(
      () => testDatabase().device.findUniqueOrThrow({ where: { id: door.door.id } }),
      (d) => d.status === "online",
      2000,
    );
    return door;
  };

  it("the opener publishes at once and queues no job; a job run for it anyway finds it sent", async () => {
    const { door, device } = await onlineDoor();
    const { opened, jobs } = await db().$transaction(async (tx) => {
      const opened = await openDoor(tx, { deviceId: door.id, method: "admin", publishAfterCommit: true });
      return { opened, jobs: await readQueuedJobs(tx, [publishUnlockJob.kind]) };
    });
    expect(jobs.filter((job) => (job.payload as { commandId: string }).commandId === opened.command!.id)).toEqual([]);
    const command = await dispatchCommand(opened.command!.id);
    expect(command).toMatchObject({ status: expect.stringMatching(/^(sent|acknowledged)$/), sentAt: expect.any(Date) });
    expect((await device.nextCommand(1000)).id).toBe(command.id);
    expect(await deliverCommand(testDatabase(), command.id)).toBe("skipped");
    // The gateway's sweep leaves a sent command alone.
    await queueStrandedCommands(testDatabase(), new Date(Date.now() + STRANDED_AFTER_MS));
    expect(await jobsOf(command.id)).toEqual([]);
    await sleep(300);
    expect(device.received.map((c) => c.id)).toEqual([command.id]);
  });

  it("a publish the broker does not confirm puts the command back and queues its job, which delivers it", async () => {
    const { door, device } = await onlineDoor();
    const { command } = await db().$transaction((tx) =>
      openDoor(tx, { deviceId: door.id, method: "admin", publishAfterCommit: true }),
    );
    const { client } = await platformPublisher();
    const publishAsync = client.publishAsync;
    client.publishAsync = () => Promise.reject(new Error("connection lost"));
    const answered = await dispatchCommand(command!.id).finally(() => (client.publishAsync = publishAsync));
    expect(answered).toMatchObject({ id: command!.id, status: "pending", sentAt: null });
    const queued = await jobsOf(command!.id);
    expect(queued).toHaveLength(1);
    expect(queued[0].runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await publishUnlockJob.run({ commandId: command!.id }, { jobId: queued[0].id, attempt: 1 });
    expect((await device.nextCommand(1000)).id).toBe(command!.id);
    expect((await readCommand(command!.id)).status).toMatch(/^(sent|acknowledged)$/);
  });

  it("a command its opener never published is queued by the sweep once it is overdue, not before, and not once expired", async () => {
    const { door, device } = await onlineDoor();
    // The opener's process stops between its commit and its publish.
    const { command } = await db().$transaction((tx) =>
      openDoor(tx, { deviceId: door.id, method: "admin", publishAfterCommit: true }),
    );
    const writtenAt = command!.createdAt.getTime();
    const sweepAt = (ms: number) => queueStrandedCommands(testDatabase(), new Date(writtenAt + ms));
    await sweepAt(STRANDED_AFTER_MS - 500);
    expect(await jobsOf(command!.id)).toEqual([]);
    await sweepAt(command!.expiresAt!.getTime() - writtenAt + 1);
    expect(await jobsOf(command!.id)).toEqual([]);
    await sweepAt(STRANDED_AFTER_MS);
    // A second sweep, or another instance's, adds nothing.
    await sweepAt(STRANDED_AFTER_MS + 1000);
    const queued = await jobsOf(command!.id);
    expect(queued).toHaveLength(1);
    await publishUnlockJob.run({ commandId: command!.id }, { jobId: queued[0].id, attempt: 1 });
    expect((await device.nextCommand(1000)).id).toBe(command!.id);
  });
});

describe("QoS 1 redelivery", () => {
  it("a command that expired while its PUBACK was lost is not delivered again, and its late ack changes nothing", async () => {
    process.env.COMMAND_TTL_SECONDS = "2";
    const { door, device, delivered, losePubacks, dropConnection } = await persistentDoor();
    await waitFor(
      () => testDatabase().device.findUniqueOrThrow({ where: { id: door.id } }),
      (d) => d.status === "online",
      2000,
    );
    losePubacks();
    const { accessEvent, command } = await openAndDispatch(door.id);
    expect((await device.nextCommand(1000)).id).toBe(command.id);
    const acked = await waitFor(
      () => readCommand(command.id),
      (c) => c.status === "acknowledged",
      2000,
    );
    await sleep(Math.max(0, acked.expiresAt!.getTime() - Date.now()) + 200);

    dropConnection();
    await waitFor(
      async () => device.client.connected,
      (connected) => connected,
      5000,
    );
    // A repeated ack after expiry, as a door replaying its outbox would send.
    await device.client.publishAsync(
      deviceTopic(door.id, "acks"),
      JSON.stringify({ commandId: command.id, result: "failed", reason: "replayed" }),
      { qos: 1 },
    );
    await sleep(500);
    expect(delivered).toEqual([command.id]);
    expect(device.received.map((c) => c.id)).toEqual([command.id]);
    expect(await readCommand(command.id)).toMatchObject({
      status: "acknowledged",
      acknowledgedAt: acked.acknowledgedAt,
      failureReason: null,
    });
    expect(await testDatabase().accessEvent.findMany({ where: { deviceId: door.id } })).toEqual([
      expect.objectContaining({ id: accessEvent.id, result: "granted" }),
    ]);
  });

  it("a live command sent again after a lost PUBACK is acknowledged again but acted on once, and counted once", async () => {
    process.env.COMMAND_TTL_SECONDS = "15";
    const { door, device, delivered, losePubacks, dropConnection } = await persistentDoor();
    await waitFor(
      () => testDatabase().device.findUniqueOrThrow({ where: { id: door.id } }),
      (d) => d.status === "online",
      2000,
    );
    losePubacks();
    const { command } = await openAndDispatch(door.id);
    const acked = await waitFor(
      () => readCommand(command.id),
      (c) => c.status === "acknowledged",
      2000,
    );
    dropConnection();
    // The broker sends the unconfirmed command again.
    await waitFor(
      async () => delivered.length,
      (count) => count === 2,
      5000,
    );
    await sleep(300);
    expect(delivered).toEqual([command.id, command.id]);
    expect(device.received.map((c) => c.id)).toEqual([command.id]);
    expect(await readCommand(command.id)).toMatchObject({
      status: "acknowledged",
      acknowledgedAt: acked.acknowledgedAt,
    });
    expect(await testDatabase().accessEvent.count({ where: { deviceId: door.id } })).toBe(1);
  });
});
