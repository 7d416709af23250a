import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { log } from "../http/log";
import { deviceQueues, MAX_QUEUED_PER_DEVICE } from "./device-queues";
import { deviceTopic } from "./device-topics";
import { handleAck } from "./handle-ack";
import { handleStatus } from "./handle-status";
import { packetSizeLimit } from "./limit-packet-size";

// A PUBLISH of `size` remaining bytes: its fixed header (type, remaining length in 7-bit groups) and the bytes.
function packet(size: number): Buffer {
  const length: number[] = [];
  let left = size;
  do {
    length.push((left % 128) | (left >= 128 ? 0x80 : 0));
    left = Math.floor(left / 128);
  } while (left > 0);
  return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(size)]);
}

describe("the broker's packet size limit", () => {
  it("accepts packets up to the limit however the socket splits them", () => {
    const limit = packetSizeLimit(1000);
    const stream = Buffer.concat([packet(0), packet(127), packet(128), packet(1000), packet(5)]);
    for (let at = 0; at < stream.length; at += 7) expect(limit.accept(stream.subarray(at, at + 7))).toBe(true);
  });

  it("refuses a packet declaring more than the limit from its header alone, also after others", () => {
    expect(packetSizeLimit(1000).accept(packet(1001).subarray(0, 3))).toBe(false);
    const limit = packetSizeLimit(16 * 1024);
    expect(limit.accept(packet(200))).toBe(true);
    expect(limit.accept(Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]))).toBe(false);
    expect(packetSizeLimit(2 ** 30).accept(Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x01]))).toBe(false);
  });
});

describe("each device's message lanes", () => {
  const gate = () => {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };

  it("handle a device's statuses in order and only the newest of those that waited", async () => {
    const queues = deviceQueues();
    const handled: string[] = [];
    const first = gate();
    queues.status("d1", async () => (await first.opened, handled.push("online")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const status of ["offline", "online", "offline"]) queues.status("d1", async () => handled.push(status));
    first.open();
    await queues.settled();
    expect(handled).toEqual(["online", "offline"]);
  });

  it("drop a device's acks and events past the cap, never its status, and leave other devices alone", async () => {
    const queues = deviceQueues();
    const stuck = gate();
    const results = Array.from({ length: MAX_QUEUED_PER_DEVICE + 20 }, () => queues.other("flood", () => stuck.opened));
    expect(results.filter((result) => result === "dropped")).toHaveLength(20);
    expect(queues.other("quiet", async () => undefined)).toBe("queued");
    let will = false;
    queues.status("flood", async () => (will = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(will).toBe(true);
    stuck.open();
    await queues.settled();
  });
});

// A database that notes any use (and fails it): a message that must be dropped before reaching it.
let used: string[] = [];
const untouchable = new Proxy({} as Database, {
  get: (_, property) => {
    used.push(String(property));
    throw new Error(`the database was used (${String(property)})`);
  },
});

describe("a status the gateway's lane may keep", () => {
  it("is one that passes its checks; a malformed or foreign one never replaces a status waiting", () => {
    const topic = deviceTopic("dev_000000000000000000000001", "status");
    expect(handleStatus.prepare(topic, Buffer.from('{"status":"online"}')) !== null).toBe(true);
    for (const payload of ["{not json", '{"status":"exploded"}', '{"status":"online","firmware":"a\\u0000"}'])
      expect(handleStatus.prepare(topic, Buffer.from(payload)), payload).toBeNull();
    expect(
      handleStatus.prepare(deviceTopic("dev_000000000000000000000001", "acks"), Buffer.from('{"status":"online"}')),
    ).toBeNull();
  });
});

describe("device payloads PostgreSQL could not store", () => {
  it("are dropped before the database: a NUL in any string, and bytes that are not UTF-8", async () => {
    const status = deviceTopic("dev_000000000000000000000001", "status");
    const acks = deviceTopic("dev_000000000000000000000001", "acks");
    const notUtf8 = Buffer.concat([
      Buffer.from('{"status":"online","firmware":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const cases: [typeof handleStatus, string, Buffer][] = [
      [handleStatus, status, Buffer.from('{"status":"online","firmware":"a\\u0000b"}')],
      [handleAck, acks, Buffer.from('{"commandId":"c1","result":"failed","reason":"jam\\u0000"}')],
      [handleStatus, status, notUtf8],
    ];
    for (const [handler, topic, payload] of cases) {
      used = [];
      expect(await handler.dispatch(untouchable, topic, payload)).toBe("dropped");
      expect(used, payload.toString()).toEqual([]);
    }
  });
});

describe("a device's acks for commands it has not open", () => {
  it("change nothing and are logged once in ten seconds per device, however many come", async () => {
    const deviceId = "dev_000000000000000000000099";
    // The device read, then the settling statement: it settles no command.
    const database = {
      $queryRaw: async (sql: TemplateStringsArray) =>
        sql.join("").includes("FROM devices d")
          ? [{ id: deviceId, propertyId: "p", status: "online", tenantId: "t" }]
          : [{ count: 0 }],
    } as unknown as Database;
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    try {
      for (let n = 0; n < 50; n++) {
        const ack = Buffer.from(`{"commandId":"unknown-${n}","result":"done"}`);
        expect(await handleAck.dispatch(database, deviceTopic(deviceId, "acks"), ack)).toBe("handled");
      }
      expect(warn.mock.calls.filter(([message]) => message === "device.ack_ignored")).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
