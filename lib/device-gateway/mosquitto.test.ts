import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulateDevice, type SimulatedDevice } from "../device-simulator/simulate-device";
import { generateDevicePassword } from "../devices/device-credentials";
import { createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { applyDeviceCredentials, revokeDeviceCredentials } from "./broker-accounts";
import { deliverCommand } from "./deliver-command";
import { deviceTopic } from "./device-topics";
import { PLATFORM_USERNAME, readMqttSettings } from "./mqtt-settings";
import { closePlatformPublisher } from "./platform-publisher";
import { startDeviceGateway, type DeviceGateway } from "./start-device-gateway";
import { waitFor } from "../testing/wait-for";
import { connectError, createDoor, startBlackholeRelay } from "./testing/device-fixtures";
import { mosquittoAvailable, startMosquitto } from "./testing/start-mosquitto";

// The same gateway against Debian's Mosquitto 2, devices managed through its dynamic security plugin.
describe.skipIf(!mosquittoAvailable())("Mosquitto 2 with dynamic security", () => {
  let broker: Awaited<ReturnType<typeof startMosquitto>>;
  let gateway: DeviceGateway;
  let propertyId: string;
  const devices: SimulatedDevice[] = [];
  const readDevice = (id: string) => testDatabase().device.findUniqueOrThrow({ where: { id } });
  const readCommand = (id: string) => testDatabase().deviceCommand.findUniqueOrThrow({ where: { id } });
  const refused = /Bad username or password|Not authorized/i;

  async function provisionedDoor() {
    const door = await createDoor(propertyId);
    const { password, hash } = generateDevicePassword();
    await testDatabase().device.update({ where: { id: door.id }, data: { credentialHash: hash } });
    await applyDeviceCredentials(door.id, password);
    return { door, password };
  }

  async function connect(
    deviceId: string,
    password: string,
    extra: Partial<Parameters<typeof simulateDevice>[0]> = {},
  ) {
    const device = await simulateDevice({ url: broker.url, deviceId, password, reconnect: false, ...extra });
    devices.push(device);
    return device;
  }

  beforeAll(async () => {
    const platformPassword = randomBytes(18).toString("base64url");
    broker = await startMosquitto(PLATFORM_USERNAME, platformPassword);
    Object.assign(process.env, {
      MQTT_URL: broker.url,
      MQTT_USERNAME: PLATFORM_USERNAME,
      MQTT_PASSWORD: platformPassword,
      MQTT_BROKER: "mosquitto",
    });
    gateway = await startDeviceGateway(testDatabase(), readMqttSettings()!);
    propertyId = (await createTestTenant()).propertyId;
  });

  afterAll(async () => {
    await Promise.all(devices.map((device) => device.client.endAsync(true).catch(() => undefined)));
    await gateway?.stop();
    await closePlatformPublisher();
    await broker?.stop();
  });

  it("a provisioned device connects, is online within 2 s, receives an unlock within 1 s and its ack is recorded", async () => {
    const { door, password } = await provisionedDoor();
    expect(await connectError(broker.url, { clientId: door.id, username: door.id, password: "wrong" })).toMatch(
      refused,
    );
    const device = await connect(door.id, password, { firmware: "3.0.1" });
    await waitFor(
      () => readDevice(door.id),
      (d) => d.status === "online",
      2000,
    );
    expect((await readDevice(door.id)).firmware).toBe("3.0.1");

    const command = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 10_000) },
    });
    const started = Date.now();
    expect(await deliverCommand(testDatabase(), command.id)).toBe("sent");
    expect((await device.nextCommand(1000)).id).toBe(command.id);
    expect(Date.now() - started).toBeLessThan(1000);
    await waitFor(
      () => readCommand(command.id),
      (c) => c.status === "acknowledged",
      2000,
    );
  });

  it("refuses another device's topics and commands published by a device", async () => {
    const { door, password } = await provisionedDoor();
    const { door: victim, password: victimPassword } = await provisionedDoor();
    const device = await connect(door.id, password);
    const victimDevice = await connect(victim.id, victimPassword);
    await waitFor(
      () => readDevice(victim.id),
      (d) => d.status === "online",
      2000,
    );
    await expect(device.client.subscribeAsync(deviceTopic(victim.id, "commands"), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    const forged = {
      id: "forged",
      command: "unlock",
      issuedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 9000).toISOString(),
    };
    await device.client
      .publishAsync(deviceTopic(victim.id, "commands"), JSON.stringify(forged), { qos: 1 })
      .catch(() => undefined);
    await device.client
      .publishAsync(deviceTopic(victim.id, "status"), JSON.stringify({ status: "offline" }), { qos: 1 })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(victimDevice.received).toEqual([]);
    expect((await readDevice(victim.id)).status).toBe("online");
  });

  it("a command that expired while the device was away is never delivered; one still valid is", async () => {
    const { door, password } = await provisionedDoor();
    const first = await connect(door.id, password, { clean: false, mode: "silent" });
    await first.client.endAsync();
    const expiring = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 1000) },
    });
    const lasting = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", expiresAt: new Date(Date.now() + 15_000) },
    });
    expect(await deliverCommand(testDatabase(), expiring.id)).toBe("sent");
    expect(await deliverCommand(testDatabase(), lasting.id)).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 2200));
    const back = await connect(door.id, password, { clean: false, mode: "silent" });
    expect((await back.nextCommand(3000)).id).toBe(lasting.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.received.map((c) => c.id)).toEqual([lasting.id]);
    await waitFor(
      () => readCommand(expiring.id),
      (c) => c.status === "expired",
      2000,
    );
  });

  it("rotation disconnects the old session and refuses the old password; a retired device is refused", async () => {
    const { door, password } = await provisionedDoor();
    const device = await connect(door.id, password);
    const closed = new Promise<void>((resolve) => device.client.once("close", () => resolve()));
    const rotated = generateDevicePassword().password;
    await applyDeviceCredentials(door.id, rotated);
    await closed;
    expect(await connectError(broker.url, { clientId: door.id, username: door.id, password })).toMatch(refused);
    expect(await connectError(broker.url, { clientId: door.id, username: door.id, password: rotated })).toBeNull();
    await revokeDeviceCredentials(door.id);
    expect(await connectError(broker.url, { clientId: door.id, username: door.id, password: rotated })).toMatch(
      refused,
    );
  });

  // Mosquitto checks keepalives about once a second, so a 3 s keepalive (not 1 s) shows the two-keepalive bound.
  it("a device that vanishes without a word is offline within three keepalives", async () => {
    const { door, password } = await provisionedDoor();
    const relay = await startBlackholeRelay(broker.url);
    try {
      devices.push(
        await simulateDevice({ url: relay.url, deviceId: door.id, password, keepaliveSeconds: 3, reconnect: false }),
      );
      await waitFor(
        () => readDevice(door.id),
        (d) => d.status === "online",
        2000,
      );
      relay.goSilent();
      // Mosquitto drops a client after 1.5 keepalives, checked about once a second; its will then reaches the platform.
      await waitFor(
        () => readDevice(door.id),
        (d) => d.status === "offline",
        9000,
      );
    } finally {
      relay.close();
    }
  });
});
