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

  it("answers lists asked for at once by several tenants each with its own page", async () => {
    const tenants = await Promise.all([1, 2, 3].map(() => createTestTenant()));
    const keys = await Promise.all(
      tenants.map(async (tenant, t) => {
        await testDatabase().property.createMany({
          data: Array.from({ length: 4 + t }, (_, i) => ({
            tenantId: tenant.id,
            name: `Block ${t}-${i}`,
            address: `${i} Row`,
          })),
        });
        return (await createTestKey(tenant.id)).key;
      }),
    );
    const paths = ["?limit=3", "?limit=3&offset=3", "?limit=50", "?q=block&limit=2", "?limit=1&offset=1"];
    const asked = keys.flatMap((key, t) => paths.map((path) => ({ key, t, path })));
    const alone: Awaited<ReturnType<typeof adminFetch>>["body"][] = [];
    for (const { key, path } of asked) alone.push((await adminFetch(key, "GET", `/api/admin/properties${path}`)).body);
    // Three rounds at once, mixed, so pages of different tenants and offsets are asked for together.
    const together = [...asked, ...asked, ...asked]
      .map((ask, i) => ({ ...ask, i: i % asked.length }))
      .sort((a, b) => ((a.i * 7 + a.t) % 5) - ((b.i * 7 + b.t) % 5));
    const answers = await Promise.all(
      together.map(({ key, path }) => adminFetch(key, "GET", `/api/admin/properties${path}`)),
    );
    answers.forEach((answer, n) => {
      const { t, i } = together[n];
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(alone[i]);
      for (const property of answer.body.properties) expect(property.tenantId).toBe(tenants[t].id);
    });
    expect(alone[2].properties).toHaveLength(5);
    expect(alone[12].properties).toHaveLength(7);
  });
});
