import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";

describe("/api/admin/properties", () => {
  it("creates, lists, reads, updates and deletes a property in shape A and B", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const created = await adminFetch(key, "POST", "/api/admin/properties", {
      name: "Dockside",
      address: "9 Pier Road",
      timezone: "Europe/London",
    });
    expect(created.status).toBe(201);
    const property = created.body.data.property;
    expect(property).toMatchObject({
      tenantId: tenant.id,
      name: "Dockside",
      timezone: "Europe/London",
      status: "active",
    });
    expect(created.body.meta).toEqual({ total: 1 });

    const list = await adminFetch(key, "GET", "/api/admin/properties?q=dock&limit=10");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ properties: [property], total: 1, limit: 10, offset: 0, nextCursor: null });

    const updated = await adminFetch(key, "PATCH", `/api/admin/properties/${property.id}`, { name: "Dockside Lofts" });
    expect(updated.body.data.property.name).toBe("Dockside Lofts");
    expect((await adminFetch(key, "GET", `/api/admin/properties/${property.id}`)).body.data.property.name).toBe(
      "Dockside Lofts",
    );

    const deleted = await adminFetch(key, "DELETE", `/api/admin/properties/${property.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("deleted");
    expect(await testDatabase().property.findUnique({ where: { id: property.id } })).toBeNull();
  });

  it("archives a property with calls instead of deleting it, and says so", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    await testDatabase().call.create({
      data: {
        propertyId: tenant.propertyId,
        carrier: "twilio",
        carrierCallId: `CA${tenant.slug}`,
        from: "+15550001",
        to: "+15550002",
      },
    });
    const deleted = await adminFetch(key, "DELETE", `/api/admin/properties/${tenant.propertyId}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("archived");
    expect(await testDatabase().property.findUnique({ where: { id: tenant.propertyId } })).toMatchObject({
      status: "archived",
    });
    // The list reads its rows with plain SQL, the detail through Prisma: every field alike, instants included.
    const detail = (await adminFetch(key, "GET", `/api/admin/properties/${tenant.propertyId}`)).body.data.property;
    expect(detail.archivedAt).toEqual(expect.any(String));
    const archived = await adminFetch(key, "GET", "/api/admin/properties?status=archived");
    expect(archived.body.properties).toEqual([detail]);
  });

  it("never shows or changes another tenant's property", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const { key } = await createTestKey(mine.id);
    expect((await adminFetch(key, "GET", `/api/admin/properties/${theirs.propertyId}`)).status).toBe(404);
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/properties/${theirs.propertyId}`, { name: "Mine now" })).status,
    ).toBe(404);
    expect((await adminFetch(key, "DELETE", `/api/admin/properties/${theirs.propertyId}`)).status).toBe(404);
    const list = await adminFetch(key, "GET", `/api/admin/properties?tenantId=${theirs.id}`);
    expect(list.body.total).toBe(0);
    expect((await testDatabase().property.findUniqueOrThrow({ where: { id: theirs.propertyId } })).name).toBe(
      "Base property",
    );
  });
});
