import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";
import { deviceTopic } from "./device-topics";
import { handleAck } from "./handle-ack";
import { handleEvent } from "./handle-event";
import { handleStatus } from "./handle-status";
import { createDoor } from "./testing/device-fixtures";

const statusMessage = (status: "online" | "offline", firmware?: string) =>
  Buffer.from(JSON.stringify({ status, ...(firmware ? { firmware } : {}) }));
const readDevice = (id: string) => testDatabase().device.findUniqueOrThrow({ where: { id } });
const history = async (deviceId: string) =>
  (await testDatabase().deviceStatusEvent.findMany({ where: { deviceId }, orderBy: [{ occurredAt: "asc" }] })).map(
    (e) => e.status,
  );

// The real database, except that `$transaction` is `replace` while `active` says so. The proxy's target is an empty
// object: the client's own `$transaction` is read-only, which a proxy over it could not hide.
function withTransaction(replace: Database["$transaction"], active: () => boolean): Database {
  return withReplaced("$transaction", replace, active);
}

function withReplaced<P extends keyof Database>(name: P, replace: Database[P], active: () => boolean): Database {
  const real = testDatabase();
  return new Proxy({} as Database, {
    get(_, property) {
      if (property === name && active()) return replace;
      const value = Reflect.get(real, property, real);
      return typeof value === "function" ? value.bind(real) : value;
    },
  });
}

// A database whose first `times` transactions fail the way PostgreSQL does when a statement times out
// (a real 57014 through the driver), running `meanwhile` first; everything else reaches the real database.
function failingTransactions(times: number, meanwhile: () => Promise<unknown> = async () => undefined) {
  let failures = 0;
  const fail = (async () => {
    failures++;
    await meanwhile();
    await testDatabase().$transaction(async (tx) => {
      await tx.$executeRawUnsafe("set local statement_timeout = 1");
      await tx.$queryRawUnsafe("select pg_sleep(1)");
    });
    throw new Error("the statement should have timed out");
  }) as unknown as Database["$transaction"];
  return { database: withTransaction(fail, () => failures < times), failures: () => failures };
}

describe("a status write that fails transiently", () => {
  it("is tried again, so the connected door ends online with its firmware and one history entry", async () => {
    const tenant = await createTestTenant();
    const door = await createDoor(tenant.propertyId);
    const failing = failingTransactions(1);
    const result = await handleStatus.dispatch(
      failing.database,
      deviceTopic(door.id, "status"),
      statusMessage("online", "4.2.0"),
    );
    expect(result).toBe("handled");
    expect(failing.failures()).toBe(1);
    expect(await readDevice(door.id)).toMatchObject({
      status: "online",
      firmware: "4.2.0",
      lastSeenAt: expect.any(Date),
    });
    expect(await history(door.id)).toEqual(["online"]);
  });

  it("gives up after a bounded number of tries, and never retries a failure that is not transient", async () => {
    const tenant = await createTestTenant();
    const door = await createDoor(tenant.propertyId);
    const always = failingTransactions(Number.POSITIVE_INFINITY);
    expect(await handleStatus.dispatch(always.database, deviceTopic(door.id, "status"), statusMessage("online"))).toBe(
      "dropped",
    );
    expect(always.failures()).toBe(4);

    let calls = 0;
    const broken = withTransaction(
      (async () => {
        calls++;
        throw new Error("a bug, not a busy database");
      }) as unknown as Database["$transaction"],
      () => true,
    );
    expect(await handleStatus.dispatch(broken, deviceTopic(door.id, "status"), statusMessage("online"))).toBe(
      "dropped",
    );
    expect(calls).toBe(1);
    expect(await readDevice(door.id)).toMatchObject({ status: "provisioning", lastSeenAt: null });
    expect(await history(door.id)).toEqual([]);
  });

  it("never lets an older message, retried after a newer one was recorded, overwrite it", async () => {
    const tenant = await createTestTenant();
    const door = await createDoor(tenant.propertyId);
    const topic = deviceTopic(door.id, "status");
    // While the online message waits for its retry, the door's Last Will (offline) arrives and is recorded.
    const failing = failingTransactions(1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await handleStatus.dispatch(testDatabase(), topic, statusMessage("offline"))).toBe("handled");
    });
    expect(await handleStatus.dispatch(failing.database, topic, statusMessage("online", "9.9.9"))).toBe("handled");
    expect(failing.failures()).toBe(1);
    expect(await readDevice(door.id)).toMatchObject({ status: "offline", firmware: null });
    expect(await history(door.id)).toEqual(["offline"]);
  });
});

// A real statement timeout (57014 through the driver), thrown the way the client throws it.
async function timedOut(): Promise<unknown> {
  try {
    await testDatabase().$transaction(async (tx) => {
      await tx.$executeRawUnsafe("set local statement_timeout = 1");
      await tx.$queryRawUnsafe("select pg_sleep(1)");
    });
  } catch (error) {
    return error;
  }
  throw new Error("the statement should have timed out");
}

describe("an alarm or an ack whose write fails transiently", () => {
  it("records the alarm once, after trying again", async () => {
    const tenant = await createTestTenant();
    const door = await createDoor(tenant.propertyId, "online");
    const failing = failingTransactions(1);
    const alarm = Buffer.from(JSON.stringify({ type: "door.forced" }));
    expect(await handleEvent.dispatch(failing.database, deviceTopic(door.id, "events"), alarm)).toBe("handled");
    expect(failing.failures()).toBe(1);
    expect(await testDatabase().accessEvent.count({ where: { deviceId: door.id, result: "alarm" } })).toBe(1);
  });

  it("settles the command once, after trying again", async () => {
    const tenant = await createTestTenant();
    const door = await createDoor(tenant.propertyId, "online");
    const command = await testDatabase().deviceCommand.create({
      data: { deviceId: door.id, command: "unlock", status: "sent", expiresAt: new Date(Date.now() + 15_000) },
    });
    const failure = await timedOut();
    // The device lookup is the first raw query; the ack's own statement, the second, fails once.
    let queries = 0;
    const real = testDatabase();
    const flaky = (async (...args: Parameters<Database["$queryRaw"]>) => {
      if (++queries === 2) throw failure;
      return real.$queryRaw(...args);
    }) as unknown as Database["$queryRaw"];
    const database = withReplaced("$queryRaw", flaky, () => true);
    const ack = Buffer.from(JSON.stringify({ commandId: command.id, result: "done" }));
    expect(await handleAck.dispatch(database, deviceTopic(door.id, "acks"), ack)).toBe("handled");
    expect(queries).toBe(3);
    expect(await testDatabase().deviceCommand.findUniqueOrThrow({ where: { id: command.id } })).toMatchObject({
      status: "acknowledged",
    });
  });
});
