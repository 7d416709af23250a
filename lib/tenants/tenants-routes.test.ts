import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

describe("/api/admin/tenants", () => {
  it("lets a platform caller create, list, read, update and suspend a tenant in shape A and B", async () => {
    const { key } = await createTestKey(null);
    const slug = `acme-${uniqueSuffix()}`;
    const created = await adminFetch(key, "POST", "/api/admin/tenants", { name: "Acme Homes", slug, plan: "starter" });
    expect(created.status).toBe(201);
    const tenant = created.body.data.tenant;
    expect(tenant).toEqual({
      id: expect.any(String),
      name: "Acme Homes",
      slug,
      status: "active",
      plan: "starter",
      stripeCustomerId: null,
      clerkOrgId: null,
      billingStatus: "none",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.body.meta).toEqual({ total: 1 });

    const list = await adminFetch(key, "GET", `/api/admin/tenants?q=${slug.toUpperCase()}&limit=10`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ tenants: [tenant], total: 1, limit: 10, offset: 0, nextCursor: null });

    const updated = await adminFetch(key, "PATCH", `/api/admin/tenants/${tenant.id}`, {
      name: "Acme Residential",
      plan: "pro",
    });
    expect(updated.body.data.tenant).toMatchObject({ name: "Acme Residential", plan: "pro" });
    expect((await adminFetch(key, "GET", `/api/admin/tenants/${tenant.id}`)).body.data.tenant.name).toBe(
      "Acme Residential",
    );

    const deleted = await adminFetch(key, "DELETE", `/api/admin/tenants/${tenant.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("suspended");
    expect(await testDatabase().tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({
      status: "suspended",
    });
    const actions = await testDatabase().auditLog.findMany({
      where: { targetId: tenant.id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["tenant.create", "tenant.update", "tenant.suspend"]);
  });

  it("filters by name or slug and status, and pages in a stable name order", async () => {
    const { key } = await createTestKey(null);
    const marker = `pager-${uniqueSuffix()}`;
    for (const name of ["Charlie", "Alpha", "Bravo"]) {
      await testDatabase().tenant.create({
        data: {
          name: `${marker} ${name}`,
          slug: `${marker}-${name.toLowerCase()}`,
          status: name === "Bravo" ? "suspended" : "active",
        },
      });
    }
    const first = await adminFetch(key, "GET", `/api/admin/tenants?q=${marker}&limit=2`);
    expect(first.body.total).toBe(3);
    expect(first.body.tenants.map((t: { name: string }) => t.name)).toEqual([`${marker} Alpha`, `${marker} Bravo`]);
    const second = await adminFetch(key, "GET", `/api/admin/tenants?q=${marker}&limit=2&offset=2`);
    expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second.body.tenants.map((t: { name: string }) => t.name)).toEqual([`${marker} Charlie`]);
    const suspended = await adminFetch(key, "GET", `/api/admin/tenants?q=${marker}&status=suspended`);
    expect(suspended.body.tenants.map((t: { slug: string }) => t.slug)).toEqual([`${marker}-bravo`]);
  });

  it("shows a tenant-bound caller only its own tenant and never changes another", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const { key } = await createTestKey(mine.id);
    const list = await adminFetch(key, "GET", "/api/admin/tenants");
    expect(list.body).toMatchObject({ total: 1, tenants: [{ id: mine.id, slug: mine.slug }] });
    expect((await adminFetch(key, "GET", `/api/admin/tenants?q=${theirs.slug}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", `/api/admin/tenants/${mine.id}`)).status).toBe(200);
    expect((await adminFetch(key, "GET", `/api/admin/tenants/${theirs.id}`)).body.error.code).toBe("NOT_FOUND");
    expect((await adminFetch(key, "PATCH", `/api/admin/tenants/${theirs.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await adminFetch(key, "DELETE", `/api/admin/tenants/${theirs.id}`)).status).toBe(404);
    expect(await testDatabase().tenant.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      name: `Tenant ${theirs.slug}`,
      status: "active",
    });
  });

  it("keeps creating tenants, plans, status and suspension to platform callers", async () => {
    const mine = await createTestTenant();
    const { key } = await createTestKey(mine.id);
    const slug = `nope-${uniqueSuffix()}`;
    const created = await adminFetch(key, "POST", "/api/admin/tenants", { name: "Not allowed", slug });
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe("FORBIDDEN");
    expect(await testDatabase().tenant.findUnique({ where: { slug } })).toBeNull();
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/tenants/${mine.id}`, { plan: "enterprise" })).body.error.code,
    ).toBe("FORBIDDEN");
    expect((await adminFetch(key, "PATCH", `/api/admin/tenants/${mine.id}`, { status: "suspended" })).status).toBe(403);
    expect((await adminFetch(key, "DELETE", `/api/admin/tenants/${mine.id}`)).status).toBe(403);
    expect(await testDatabase().tenant.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({
      plan: "free",
      status: "active",
    });
    const renamed = await adminFetch(key, "PATCH", `/api/admin/tenants/${mine.id}`, { name: "Our own name" });
    expect(renamed.body.data.tenant.name).toBe("Our own name");
  });

  it("answers a duplicate slug with 409 and bad input with 400", async () => {
    const existing = await createTestTenant();
    const { key } = await createTestKey(null);
    const duplicate = await adminFetch(key, "POST", "/api/admin/tenants", { name: "Copy", slug: existing.slug });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("CONFLICT");
    for (const body of [
      { name: "Bad slug", slug: "Not A Slug" },
      { name: "", slug: `ok-${uniqueSuffix()}` },
      { name: "Extra", slug: `ok-${uniqueSuffix()}`, stripeCustomerId: "cus_123" },
      { name: 42, slug: `ok-${uniqueSuffix()}` },
    ]) {
      const answer = await adminFetch(key, "POST", "/api/admin/tenants", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await adminFetch(key, "PATCH", `/api/admin/tenants/${existing.id}`, {})).status).toBe(400);
    expect((await adminFetch(key, "PATCH", `/api/admin/tenants/${existing.id}`, { status: "deleted" })).status).toBe(
      400,
    );
    expect((await adminFetch(key, "GET", "/api/admin/tenants?limit=201")).status).toBe(400);
    expect((await adminFetch(key, "GET", "/api/admin/tenants?colour=red")).status).toBe(400);
  });
});
