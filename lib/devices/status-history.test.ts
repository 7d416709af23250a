import { describe, expect, it } from "vitest";
import type { DeviceStatus } from "../db/generated/enums";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const HOUR = 3600 * 1000;
// A whole past day, so the answer does not depend on when the test runs.
const T0 = new Date(Math.floor(Date.now() / HOUR) * HOUR - 48 * HOUR);
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const iso = (hours: number) => at(hours).toISOString();

async function deviceWithHistory(propertyId: string, events: [hours: number, status: DeviceStatus][]) {
  const device = await testDatabase().device.create({
    data: { propertyId, name: "Door", kind: "door_controller", serialNumber: `SN-${uniqueSuffix()}` },
  });
  await testDatabase().deviceStatusEvent.createMany({
    data: events.map(([hours, status]) => ({ deviceId: device.id, status, occurredAt: at(hours) })),
  });
  return device;
}

const historyPath = (id: string, from: number, to: number) =>
  `/api/admin/devices/${id}/status-history?from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;

describe("GET /api/admin/devices/{id}/status-history", () => {
  it("answers the periods of the range in shape B, starting with the status in force before it", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["devices:read"]);
    // Offline since before the range, back at +4 h, away from +19 h to +22 h; the change at +30 h is after it.
    const device = await deviceWithHistory(tenant.propertyId, [
      [-6, "offline"],
      [4, "online"],
      [19, "offline"],
      [22, "online"],
      [30, "offline"],
    ]);
    const answer = await adminFetch(key, "GET", historyPath(device.id, 0, 24));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        statusHistory: {
          deviceId: device.id,
          from: iso(0),
          to: iso(24),
          uptime: 17 / 24,
          onlineSeconds: 17 * 3600,
          offlineSeconds: 7 * 3600,
          periods: [
            { status: "offline", from: iso(0), to: iso(4) },
            { status: "online", from: iso(4), to: iso(19) },
            { status: "offline", from: iso(19), to: iso(22) },
            { status: "online", from: iso(22), to: iso(24) },
          ],
        },
      },
      meta: { total: 1 },
    });
  });

  it("marks the time before the first status unknown, merges repeats and leaves provisioning out of uptime", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const device = await deviceWithHistory(tenant.propertyId, [
      [2, "provisioning"],
      [6, "online"],
      [8, "online"],
    ]);
    const { body } = await adminFetch(key, "GET", historyPath(device.id, 0, 16));
    expect(body.data.statusHistory).toMatchObject({
      uptime: 1,
      onlineSeconds: 10 * 3600,
      offlineSeconds: 0,
      periods: [
        { status: "unknown", from: iso(0), to: iso(2) },
        { status: "provisioning", from: iso(2), to: iso(6) },
        { status: "online", from: iso(6), to: iso(16) },
      ],
    });

    const before = await adminFetch(key, "GET", historyPath(device.id, -10, -5));
    expect(before.body.data.statusHistory).toMatchObject({
      uptime: null,
      periods: [{ status: "unknown", from: iso(-10), to: iso(-5) }],
    });
  });

  it("defaults to the last 24 hours and cuts the range at now", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const device = await deviceWithHistory(tenant.propertyId, [[0, "online"]]);
    const started = Date.now();
    const { status, body } = await adminFetch(key, "GET", `/api/admin/devices/${device.id}/status-history`);
    expect(status).toBe(200);
    const history = body.data.statusHistory;
    const from = Date.parse(history.from);
    const to = Date.parse(history.to);
    expect(to - from).toBe(24 * 3600 * 1000);
    expect(to).toBeGreaterThanOrEqual(started);
    expect(history.periods).toEqual([{ status: "online", from: history.from, to: history.to }]);
    expect(history.uptime).toBe(1);

    const future = new Date(Date.now() + 12 * HOUR).toISOString();
    const ahead = await adminFetch(
      key,
      "GET",
      `/api/admin/devices/${device.id}/status-history?to=${encodeURIComponent(future)}`,
    );
    expect(ahead.body.data.statusHistory.to).toBe(future);
    expect(Date.parse(ahead.body.data.statusHistory.periods.at(-1).to)).toBeLessThan(Date.parse(future));
  });

  it("answers 400 for a reversed, empty, too long or malformed range", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const device = await deviceWithHistory(tenant.propertyId, []);
    for (const path of [
      historyPath(device.id, 5, 1),
      historyPath(device.id, 5, 5),
      historyPath(device.id, 0, 32 * 24),
      `/api/admin/devices/${device.id}/status-history?from=yesterday`,
      `/api/admin/devices/${device.id}/status-history?interval=hour`,
    ]) {
      const answer = await adminFetch(key, "GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("never shows another tenant's device and needs devices:read", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const { key } = await createTestKey(mine.id);
    const theirDevice = await deviceWithHistory(theirs.propertyId, [[0, "online"]]);
    const foreign = await adminFetch(key, "GET", historyPath(theirDevice.id, 0, 24));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");

    const myDevice = await deviceWithHistory(mine.propertyId, [[0, "online"]]);
    const { key: callsOnly } = await createTestKey(mine.id, ["calls:read"]);
    const refused = await adminFetch(callsOnly, "GET", historyPath(myDevice.id, 0, 24));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("INSUFFICIENT_SCOPE");

    const { key: platform } = await createTestKey(null);
    expect((await adminFetch(platform, "GET", historyPath(theirDevice.id, 0, 24))).status).toBe(200);
  });
});
