import { describe, expect, it } from "vitest";
import type { DeviceKind, DeviceStatus } from "../db/generated/enums";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

async function createDeviceRow(propertyId: string, name: string, kind: DeviceKind, status: DeviceStatus) {
  return testDatabase().device.create({
    data: { propertyId, name, kind, status, serialNumber: `SN-${uniqueSuffix()}` },
  });
}

const statusHistory = async (deviceId: string) =>
  (
    await testDatabase().deviceStatusEvent.findMany({
      where: { deviceId },
      orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
    })
  ).map((e) => e.status);

describe("/api/admin/devices", () => {
  it("creates, lists, reads, updates and deletes a device in shape A and B, logging each status", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const serialNumber = `GH-${uniqueSuffix()}`.toUpperCase();
    const created = await adminFetch(key, "POST", "/api/admin/devices", {
      propertyId: tenant.propertyId,
      name: "Side gate",
      kind: "door_controller",
      serialNumber,
    });
    expect(created.status).toBe(201);
    const device = created.body.data.device;
    expect(device).toEqual({
      id: expect.any(String),
      propertyId: tenant.propertyId,
      name: "Side gate",
      kind: "door_controller",
      serialNumber,
      status: "provisioning",
      isEntrance: false,
      lastSeenAt: null,
      firmware: null,
      credentialsIssuedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.body.meta).toEqual({ total: 1 });
    expect(await statusHistory(device.id)).toEqual(["provisioning"]);

    const list = await adminFetch(key, "GET", `/api/admin/devices?q=${serialNumber.toLowerCase()}&limit=10`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ devices: [device], total: 1, limit: 10, offset: 0, nextCursor: null });
    expect((await adminFetch(key, "GET", `/api/admin/devices/${device.id}`)).body).toEqual({
      data: { device },
      meta: { total: 1 },
    });

    const updated = await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, {
      name: "Side gate east",
      status: "online",
      isEntrance: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.device).toMatchObject({ name: "Side gate east", status: "online", isEntrance: true });
    await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { name: "Same status, no new history" });
    expect(await statusHistory(device.id)).toEqual(["provisioning", "online"]);
    expect(await testDatabase().auditLog.count({ where: { targetType: "device", targetId: device.id } })).toBe(3);

    const deleted = await adminFetch(key, "DELETE", `/api/admin/devices/${device.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("deleted");
    expect(await testDatabase().device.findUnique({ where: { id: device.id } })).toBeNull();
    expect((await adminFetch(key, "GET", `/api/admin/devices/${device.id}`)).status).toBe(404);
  });

  it("creates with an explicit status and records it as the first history entry", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const created = await adminFetch(key, "POST", "/api/admin/devices", {
      propertyId: tenant.propertyId,
      name: "Lobby intercom",
      kind: "intercom",
      serialNumber: `SN-${uniqueSuffix()}`,
      status: "online",
      isEntrance: true,
    });
    expect(created.body.data.device).toMatchObject({ status: "online", isEntrance: true });
    expect(await statusHistory(created.body.data.device.id)).toEqual(["online"]);
  });

  it("answers 400 for bad input, 404 for an unseen property and 409 for a taken serial number", async () => {
    const tenant = await createTestTenant();
    const other = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const valid = {
      propertyId: tenant.propertyId,
      name: "Door",
      kind: "door_controller",
      serialNumber: `SN-${uniqueSuffix()}`,
    };
    for (const body of [
      { ...valid, color: "red" },
      { ...valid, kind: "elevator" },
      { ...valid, isEntrance: "yes" },
      { ...valid, name: "" },
      { name: "Door" },
    ]) {
      const response = await adminFetch(key, "POST", "/api/admin/devices", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await adminFetch(key, "POST", "/api/admin/devices", "{not json")).status).toBe(400);
    expect((await adminFetch(key, "GET", "/api/admin/devices?limit=201")).status).toBe(400);
    expect((await adminFetch(key, "GET", "/api/admin/devices?kind=toaster")).status).toBe(400);
    expect((await adminFetch(key, "GET", "/api/admin/devices?sort=name")).status).toBe(400);

    const unseen = await adminFetch(key, "POST", "/api/admin/devices", { ...valid, propertyId: other.propertyId });
    expect(unseen.status).toBe(404);
    expect(unseen.body.error.code).toBe("NOT_FOUND");
    expect(await testDatabase().device.count({ where: { propertyId: other.propertyId } })).toBe(0);

    expect((await adminFetch(key, "POST", "/api/admin/devices", valid)).status).toBe(201);
    const duplicate = await adminFetch(key, "POST", "/api/admin/devices", { ...valid, name: "Another door" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("CONFLICT");

    const device = await createDeviceRow(tenant.propertyId, "Reader", "reader", "online");
    expect((await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, {})).status).toBe(400);
    expect((await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { kind: "toaster" })).status).toBe(400);
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { serialNumber: valid.serialNumber })).status,
    ).toBe(409);
    const moved = await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { propertyId: other.propertyId });
    expect(moved.status).toBe(404);
    expect(moved.body.error.code).toBe("NOT_FOUND");
  });

  it("changes a device's kind and moves it to another property of the same tenant", async () => {
    const tenant = await createTestTenant();
    const second = await testDatabase().property.create({
      data: { tenantId: tenant.id, name: "Annex", address: "3 Test Street" },
    });
    const { key } = await createTestKey(tenant.id);
    const device = await createDeviceRow(tenant.propertyId, "Reader", "reader", "online");
    const updated = await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, {
      kind: "door_controller",
      propertyId: second.id,
      name: "Annex door",
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.device).toMatchObject({
      kind: "door_controller",
      propertyId: second.id,
      name: "Annex door",
    });
    expect(await testDatabase().device.findUniqueOrThrow({ where: { id: device.id } })).toMatchObject({
      kind: "door_controller",
      propertyId: second.id,
    });
  });

  it("filters by q, property, status, kind and tenant, sorts by name then id, and pages", async () => {
    const tenant = await createTestTenant();
    const second = await testDatabase().property.create({
      data: { tenantId: tenant.id, name: "Second", address: "2 Test Street" },
    });
    const { key } = await createTestKey(tenant.id);
    const gate = await createDeviceRow(tenant.propertyId, "Gate", "door_controller", "online");
    const camera = await createDeviceRow(tenant.propertyId, "Camera", "camera", "offline");
    const bravo = await createDeviceRow(second.id, "Bravo intercom", "intercom", "online");
    await createDeviceRow(second.id, "Alpha reader", "reader", "provisioning");
    const twin = await createDeviceRow(second.id, "Gate", "door_controller", "offline");
    const names = async (query: string) =>
      (await adminFetch(key, "GET", `/api/admin/devices?${query}`)).body.devices.map((d: { name: string }) => d.name);

    expect(await names("")).toEqual(["Alpha reader", "Bravo intercom", "Camera", "Gate", "Gate"]);
    expect(await names(`propertyId=${second.id}`)).toEqual(["Alpha reader", "Bravo intercom", "Gate"]);
    expect(await names("status=online")).toEqual(["Bravo intercom", "Gate"]);
    expect(await names("kind=camera")).toEqual(["Camera"]);
    expect(await names("q=aLPHA")).toEqual(["Alpha reader"]);
    expect(await names(`q=${gate.serialNumber.toLowerCase()}`)).toEqual(["Gate"]);
    expect(await names(`tenantId=${tenant.id}&kind=intercom&status=online`)).toEqual(["Bravo intercom"]);

    const page = await adminFetch(key, "GET", "/api/admin/devices?limit=2&offset=1");
    expect(page.body).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.body.devices.map((d: { id: string }) => d.id)).toEqual([bravo.id, camera.id]);
    const gates = (await adminFetch(key, "GET", "/api/admin/devices?q=gate")).body.devices.map(
      (d: { id: string }) => d.id,
    );
    expect(gates).toEqual([gate.id, twin.id].sort());
  });

  it("retires a device with door events instead of deleting it, keeping its history", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const device = await createDeviceRow(tenant.propertyId, "Front door", "door_controller", "online");
    const event = await testDatabase().accessEvent.create({
      data: {
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        deviceId: device.id,
        method: "app",
        result: "granted",
      },
    });
    const deleted = await adminFetch(key, "DELETE", `/api/admin/devices/${device.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("retired");
    expect(await testDatabase().device.findUniqueOrThrow({ where: { id: device.id } })).toMatchObject({
      status: "retired",
    });
    expect(await testDatabase().accessEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      deviceId: device.id,
    });
    expect(await statusHistory(device.id)).toEqual(["retired"]);
    expect((await adminFetch(key, "GET", `/api/admin/devices/${device.id}`)).body.data.device.status).toBe("retired");
  });

  it("unlocks an online door: a granted access event and a pending unlock command, in one go", async () => {
    const tenant = await createTestTenant();
    const { key, id: apiKeyId } = await createTestKey(tenant.id);
    const device = await createDeviceRow(tenant.propertyId, "Front door", "door_controller", "online");
    const response = await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`);
    expect(response.status).toBe(201);
    const accessEvent = response.body.data.accessEvent;
    expect(accessEvent).toEqual({
      id: expect.any(String),
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      deviceId: device.id,
      userId: null,
      apiKeyId,
      method: "admin",
      result: "granted",
      reason: null,
      occurredAt: expect.any(String),
      commandId: expect.any(String),
      command: expect.objectContaining({ id: expect.any(String) }),
    });
    expect(accessEvent.command.id).toBe(accessEvent.commandId);
    expect(response.body.meta).toEqual({ total: 1 });
    expect(await testDatabase().accessEvent.findUniqueOrThrow({ where: { id: accessEvent.id } })).toMatchObject({
      result: "granted",
      method: "admin",
      apiKeyId,
    });
    expect(
      await testDatabase().deviceCommand.findUniqueOrThrow({ where: { id: accessEvent.commandId } }),
    ).toMatchObject({
      deviceId: device.id,
      command: "unlock",
      accessEventId: accessEvent.id,
    });
    // No door is connected: the command waits for it (or is published by a worker and waits for its ack).
    expect(["pending", "sent"]).toContain(
      (await testDatabase().deviceCommand.findUniqueOrThrow({ where: { id: accessEvent.commandId } })).status,
    );
    expect(
      await testDatabase().auditLog.findFirst({ where: { action: "device.unlock", targetId: device.id } }),
    ).toMatchObject({ actorType: "api_key", actorId: apiKeyId });

    // The device now has history, so deleting it retires it.
    expect((await adminFetch(key, "DELETE", `/api/admin/devices/${device.id}`)).headers.get("x-deletion")).toBe(
      "retired",
    );
  });

  it("records a denied unlock with a reason and sends no command to an offline device, a camera or a retired device", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const cases = [
      {
        device: await createDeviceRow(tenant.propertyId, "Offline door", "door_controller", "offline"),
        reason: "device offline",
      },
      {
        device: await createDeviceRow(tenant.propertyId, "Camera", "camera", "online"),
        reason: "cameras cannot open doors",
      },
      {
        device: await createDeviceRow(tenant.propertyId, "Old door", "door_controller", "retired"),
        reason: "device retired",
      },
    ];
    for (const { device, reason } of cases) {
      const response = await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`);
      expect(response.status).toBe(201);
      expect(response.body.data.accessEvent).toMatchObject({
        deviceId: device.id,
        result: "denied",
        reason,
        commandId: null,
      });
      expect(await testDatabase().accessEvent.findMany({ where: { deviceId: device.id } })).toEqual([
        expect.objectContaining({ result: "denied", reason, method: "admin" }),
      ]);
      expect(await testDatabase().deviceCommand.count({ where: { deviceId: device.id } })).toBe(0);
    }
  });

  it("requires devices:write to change or unlock, and devices:read to look", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["devices:read"]);
    const device = await createDeviceRow(tenant.propertyId, "Front door", "door_controller", "online");
    expect((await adminFetch(key, "GET", `/api/admin/devices/${device.id}`)).status).toBe(200);
    const unlock = await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`);
    expect(unlock.status).toBe(403);
    expect(unlock.body.error.code).toBe("INSUFFICIENT_SCOPE");
    expect((await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { name: "x" })).status).toBe(403);
    expect(await testDatabase().accessEvent.count({ where: { deviceId: device.id } })).toBe(0);
    const { key: noRead } = await createTestKey(tenant.id, ["calls:read"]);
    expect((await adminFetch(noRead, "GET", "/api/admin/devices")).status).toBe(403);
  });

  it("never shows, changes or unlocks another tenant's device", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const { key } = await createTestKey(mine.id);
    const device = await createDeviceRow(theirs.propertyId, "Their door", "door_controller", "online");
    expect((await adminFetch(key, "GET", `/api/admin/devices/${device.id}`)).status).toBe(404);
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/devices/${device.id}`, { name: "Mine now", status: "offline" }))
        .status,
    ).toBe(404);
    expect((await adminFetch(key, "DELETE", `/api/admin/devices/${device.id}`)).status).toBe(404);
    const unlock = await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`);
    expect(unlock.status).toBe(404);
    expect(unlock.body.error.code).toBe("NOT_FOUND");

    expect((await adminFetch(key, "GET", `/api/admin/devices?tenantId=${theirs.id}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", `/api/admin/devices?propertyId=${theirs.propertyId}`)).body.total).toBe(0);
    expect(
      (await adminFetch(key, "GET", "/api/admin/devices?limit=200")).body.devices.map((d: { id: string }) => d.id),
    ).not.toContain(device.id);

    expect(await testDatabase().device.findUniqueOrThrow({ where: { id: device.id } })).toMatchObject({
      name: "Their door",
      status: "online",
    });
    expect(await testDatabase().accessEvent.count({ where: { deviceId: device.id } })).toBe(0);
    expect(await testDatabase().deviceCommand.count({ where: { deviceId: device.id } })).toBe(0);
    expect(await testDatabase().deviceStatusEvent.count({ where: { deviceId: device.id } })).toBe(0);
  });

  it("lets a platform key see every tenant's devices and narrow them by tenant", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(null);
    const device = await createDeviceRow(tenant.propertyId, "Platform-visible door", "door_controller", "online");
    const list = await adminFetch(key, "GET", `/api/admin/devices?tenantId=${tenant.id}`);
    expect(list.body.devices.map((d: { id: string }) => d.id)).toEqual([device.id]);
    expect(
      (await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`)).body.data.accessEvent,
    ).toMatchObject({ tenantId: tenant.id, result: "granted" });
  });
});
