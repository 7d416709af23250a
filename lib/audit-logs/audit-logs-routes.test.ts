import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";

// Real changes through the admin API, so the entries are the ones the routes write: a unit created then renamed,
// and a device added, by one key. The rename comes through a proxy (the test server trusts loopback), behind which
// the caller wrote its own X-Forwarded-For entry.
async function createChangeHistory() {
  const tenant = await createTestTenant();
  const writer = await createTestKey(tenant.id, ["units:write", "devices:write"]);
  const unit = await adminFetch(writer.key, "POST", "/api/admin/units", { propertyId: tenant.propertyId, label: "4C" });
  expect(unit.status).toBe(201);
  const unitId: string = unit.body.data.unit.id;
  const forwarded = { "x-forwarded-for": "198.51.100.9, 203.0.113.7" };
  expect((await adminFetch(writer.key, "PATCH", `/api/admin/units/${unitId}`, { label: "4D" }, forwarded)).status).toBe(
    200,
  );
  const device = await adminFetch(writer.key, "POST", "/api/admin/devices", {
    propertyId: tenant.propertyId,
    name: "Side door",
    kind: "door_controller",
    serialNumber: `SD-${unitId}`,
  });
  expect(device.status).toBe(201);
  const deviceId: string = device.body.data.device.id;
  const entries = await testDatabase().auditLog.findMany({
    where: { tenantId: tenant.id },
    orderBy: { createdAt: "asc" },
  });
  expect(entries.map((entry) => entry.action)).toEqual(["unit.create", "unit.update", "device.create"]);
  return { tenant, writer, unitId, deviceId, entries };
}

const idsOf = (body: { auditLogs: { id: string }[] }) => body.auditLogs.map((entry) => entry.id);

describe("GET /api/admin/audit-logs", () => {
  it("lists a tenant's admin changes in shape A, newest first, naming who acted and on what", async () => {
    const history = await createChangeHistory();
    const other = await createChangeHistory();
    const [created, renamed, added] = history.entries;
    const { key } = await createTestKey(history.tenant.id, ["audit_logs:read"]);
    const list = await adminFetch(key, "GET", "/api/admin/audit-logs");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 3, limit: 50, offset: 0, nextCursor: null });
    expect(idsOf(list.body)).toEqual([added.id, renamed.id, created.id]);
    expect(list.body.auditLogs[1]).toEqual({
      id: renamed.id,
      tenantId: history.tenant.id,
      actorType: "api_key",
      actorId: history.writer.id,
      actorName: history.writer.name,
      action: "unit.update",
      targetType: "unit",
      targetId: history.unitId,
      targetName: "4D",
      data: { label: "4D" },
      // The entry the trusted proxy appended, not the one the caller wrote.
      clientAddress: "203.0.113.7",
      createdAt: renamed.createdAt.toISOString(),
    });
    // Without a forwarded header the caller is the socket's peer, here the test's own loopback connection.
    expect(created.clientAddress).toBe("127.0.0.1");
    expect(list.body.auditLogs[0]).toMatchObject({ action: "device.create", targetName: "Side door" });
    // Another tenant's entries stay out of sight, whichever of its ids is named.
    expect(JSON.stringify(list.body)).not.toContain(other.tenant.id);
    for (const query of [`tenantId=${other.tenant.id}`, `targetId=${other.unitId}`, `actorId=${other.writer.id}`]) {
      const response = await adminFetch(key, "GET", `/api/admin/audit-logs?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toMatchObject({ auditLogs: [], total: 0 });
    }
  });

  it("filters by actor, target, action (exact or by target type) and time", async () => {
    const h = await createChangeHistory();
    const [created, renamed, added] = h.entries;
    const { key } = await createTestKey(h.tenant.id, ["audit_logs:read"]);
    // A change made by a person, an hour before the others.
    const person = await testDatabase().user.create({
      data: { tenantId: h.tenant.id, email: `owner-${h.unitId}@example.test`, name: "Olga Owner", role: "owner" },
    });
    const earlier = await testDatabase().auditLog.create({
      data: {
        tenantId: h.tenant.id,
        actorType: "user",
        actorId: person.id,
        action: "user.update",
        targetType: "user",
        targetId: person.id,
        createdAt: new Date(created.createdAt.getTime() - 3_600_000),
      },
    });
    const ids = async (query: string) => {
      const response = await adminFetch(key, "GET", `/api/admin/audit-logs?${query}`);
      expect(response.status, query).toBe(200);
      return idsOf(response.body);
    };
    expect(await ids(`actorId=${h.writer.id}`)).toEqual([added.id, renamed.id, created.id]);
    expect(await ids(`actorId=${person.id}`)).toEqual([earlier.id]);
    expect(await ids("actorType=user")).toEqual([earlier.id]);
    expect(await ids(`targetType=unit&targetId=${h.unitId}`)).toEqual([renamed.id, created.id]);
    expect(await ids(`targetId=${h.deviceId}`)).toEqual([added.id]);
    expect(await ids("action=unit.update")).toEqual([renamed.id]);
    expect(await ids("action=unit.")).toEqual([renamed.id, created.id]);
    expect(await ids("action=unit")).toEqual([]);
    expect(await ids(`to=${created.createdAt.toISOString()}`)).toEqual([earlier.id]);
    expect(await ids(`from=${created.createdAt.toISOString()}&action=unit.`)).toEqual([renamed.id, created.id]);
    const withNames = await adminFetch(key, "GET", `/api/admin/audit-logs?actorId=${person.id}`);
    expect(withNames.body.auditLogs[0]).toMatchObject({ actorName: "Olga Owner", targetName: "Olga Owner" });

    for (const query of [
      "actorType=robot",
      "from=soon",
      `from=${added.createdAt.toISOString()}&to=${created.createdAt.toISOString()}`,
      "method=pin",
    ]) {
      const response = await adminFetch(key, "GET", `/api/admin/audit-logs?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("is refused without audit_logs:read", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["access_events:read", "units:read"]);
    const refused = await adminFetch(key, "GET", "/api/admin/audit-logs");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("INSUFFICIENT_SCOPE");
  });
});
