import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

// A fresh tenant whose counts are known: 2 properties (1 archived), 3 units, 4 users (2 active),
// 5 devices (one per status, two online), calls (5 in the last day, 8 in the last week, 2 under way since last week),
// 3 door opens in the last day. The windows' edges fall inside an hour, so calls a minute either side of them are
// counted from the rows, the hours between from the rollups' hour and day rows.
async function tenantWithKnownCounts() {
  const database = testDatabase();
  const tenant = await createTestTenant();
  const suffix = uniqueSuffix();
  const archived = await database.property.create({
    data: { tenantId: tenant.id, name: "Old wing", address: "2 Test Street", status: "archived" },
  });
  await database.unit.createMany({
    data: [
      { propertyId: tenant.propertyId, label: "1", directoryCode: "1" },
      { propertyId: tenant.propertyId, label: "2", directoryCode: "2" },
      { propertyId: archived.id, label: "1", directoryCode: "1" },
    ],
  });
  await database.user.createMany({
    data: (
      [
        ["owner", "active"],
        ["staff", "invited"],
        ["resident", "active"],
        ["resident", "suspended"],
      ] as const
    ).map(([role, status], n) => ({
      tenantId: tenant.id,
      email: `u${n}-${suffix}@stats.test`,
      name: `User ${n}`,
      role,
      status,
    })),
  });
  const devices = (["online", "online", "offline", "provisioning", "retired"] as const).map((status, n) => ({
    id: `dev-${suffix}-${n}`,
    propertyId: tenant.propertyId,
    name: `Door ${n}`,
    kind: "door_controller" as const,
    serialNumber: `ST-${suffix}-${n}`,
    status,
  }));
  await database.device.createMany({ data: devices });
  await database.call.createMany({
    // -30 s: stamped by a clock half a minute ahead of the server's.
    data: [
      -30_000,
      5000,
      HOUR,
      2 * HOUR,
      DAY - MINUTE,
      DAY + MINUTE,
      3 * DAY,
      7 * DAY - MINUTE,
      7 * DAY + MINUTE,
      10 * DAY,
    ].map((age, n) => ({
      propertyId: tenant.propertyId,
      carrier: "twilio" as const,
      carrierCallId: `CA-${suffix}-${n}`,
      from: "+15550100",
      to: "+15550101",
      status: "completed" as const,
      startedAt: ago(age),
    })),
  });
  // Under way though they began long ago: live, yet outside the 7-day window.
  await database.call.createMany({
    data: (["ringing", "in_progress"] as const).map((status) => ({
      propertyId: tenant.propertyId,
      carrier: "telnyx" as const,
      carrierCallId: `CA-${suffix}-live-${status}`,
      from: "+15550100",
      to: "+15550101",
      status,
      startedAt: ago(8 * 24 * HOUR),
    })),
  });
  await database.accessEvent.createMany({
    data: (
      [
        [HOUR, "granted"],
        [2 * HOUR, "granted"],
        [HOUR, "denied"],
        [DAY - MINUTE, "granted"],
        [DAY + MINUTE, "granted"],
        [2 * DAY, "granted"],
      ] as const
    ).map(([age, result]) => ({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      deviceId: devices[0].id,
      method: "app" as const,
      result,
      occurredAt: ago(age),
    })),
  });
  return tenant;
}

const expectedCounts = {
  tenants: 1,
  properties: { total: 2, active: 1 },
  units: 3,
  users: {
    total: 4,
    active: 2,
    byRole: { platform_admin: 0, owner: 1, staff: 1, resident: 2 },
    activeByRole: { platform_admin: 0, owner: 1, staff: 0, resident: 1 },
  },
  devices: { total: 5, byStatus: { provisioning: 1, online: 2, offline: 1, retired: 1 } },
  calls: { last24Hours: 5, last7Days: 8, live: 2 },
  doorOpens: { last24Hours: 3 },
};

describe("GET /api/admin/stats", () => {
  it("counts exactly the rows of the caller's tenant, in shape B", async () => {
    const tenant = await tenantWithKnownCounts();
    await tenantWithKnownCounts();
    const { key } = await createTestKey(tenant.id, ["stats:read"]);
    const response = await adminFetch(key, "GET", "/api/admin/stats");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { stats: { tenantId: tenant.id, generatedAt: expect.any(String), ...expectedCounts } },
      meta: { total: 1 },
    });
  });

  it("lets a platform key count one tenant or the whole platform", async () => {
    const tenant = await tenantWithKnownCounts();
    const { key } = await createTestKey(null, ["stats:read"]);
    const one = await adminFetch(key, "GET", `/api/admin/stats?tenantId=${tenant.id}`);
    expect(one.body.data.stats).toMatchObject({ tenantId: tenant.id, ...expectedCounts });
    const all = (await adminFetch(key, "GET", "/api/admin/stats")).body.data.stats;
    expect(all.tenantId).toBeNull();
    expect(all.tenants).toBeGreaterThanOrEqual(3);
    expect(all.users.byRole.platform_admin).toBeGreaterThanOrEqual(1);
    expect(all.devices.byStatus.retired).toBeGreaterThanOrEqual(1);
    expect(all.calls.last24Hours).toBeGreaterThan(2);
  });

  it("answers 404 for a tenant the caller may not see, as for one that does not exist", async () => {
    const mine = await tenantWithKnownCounts();
    const theirs = await tenantWithKnownCounts();
    const { key } = await createTestKey(mine.id, ["stats:read"]);
    const other = await adminFetch(key, "GET", `/api/admin/stats?tenantId=${theirs.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("NOT_FOUND");
    expect(JSON.stringify(other.body)).not.toContain(theirs.id);
    expect((await adminFetch(key, "GET", `/api/admin/stats?tenantId=${mine.id}`)).body.data.stats).toMatchObject(
      expectedCounts,
    );
    const { key: platformKey } = await createTestKey(null, ["stats:read"]);
    expect((await adminFetch(platformKey, "GET", "/api/admin/stats?tenantId=no-such-tenant")).status).toBe(404);
  });

  it("requires stats:read and refuses unknown query parameters", async () => {
    const tenant = await createTestTenant();
    const { key: analyticsOnly } = await createTestKey(tenant.id, ["analytics:read"]);
    const refused = await adminFetch(analyticsOnly, "GET", "/api/admin/stats");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("INSUFFICIENT_SCOPE");
    const { key } = await createTestKey(tenant.id, ["stats:read"]);
    const invalid = await adminFetch(key, "GET", "/api/admin/stats?since=yesterday");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe("VALIDATION_ERROR");
  });
});
