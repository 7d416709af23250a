import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BROKER_TIMEOUT_MS } from "../device-gateway/broker-accounts";
import { closePlatformPublisher, platformPublisher } from "../device-gateway/platform-publisher";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { endDeviceAccess } from "./end-device-access";
import { endDeviceAccessJob } from "./end-device-access-job";

const schema = `jobs_end_access_${uniqueSuffix()}`;
// A broker that accepts the platform's connection (an MQTT 5 CONNACK) and then answers nothing: no SUBACK, no PUBACK.
let silent: Server;
const sockets: Socket[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.push(socket);
    socket.once("data", () => socket.write(Buffer.from([0x20, 0x03, 0x00, 0x00, 0x00])));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  await migrateJobQueue(inject("databaseUrl"), schema);
  // This file's broker settings must not reuse a connection another file opened.
  await closePlatformPublisher();
});

afterAll(async () => {
  // Its subscribe was never acknowledged: a graceful end would wait for it.
  if (process.env.MQTT_URL) (await platformPublisher()).client.end(true);
  for (const name of ["MQTT_URL", "MQTT_BROKER", "MQTT_USERNAME", "MQTT_PASSWORD", "JOBS_SCHEMA"])
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  await closePlatformPublisher();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

describe("ending a retired device's broker access", () => {
  it("waits for a broker that does not answer a bounded time, then leaves the revocation to a job", async () => {
    Object.assign(process.env, {
      JOBS_SCHEMA: schema,
      MQTT_URL: `mqtt://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      MQTT_BROKER: "mosquitto",
      MQTT_USERNAME: "gatehouse-platform",
      MQTT_PASSWORD: "secret",
    });
    const deviceId = `device-${uniqueSuffix()}`;
    const started = Date.now();
    await endDeviceAccess(deviceId);
    expect(Date.now() - started).toBeLessThan(BROKER_TIMEOUT_MS + 2_000);
    const jobs = await readQueuedJobs(testDatabase(), [endDeviceAccessJob.kind], schema);
    expect(jobs.map((job) => job.payload)).toEqual([{ deviceId }]);
  }, 30_000);
});
