import { describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/hash-password";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

async function createUnit(propertyId: string, label: string) {
  return testDatabase().unit.create({ data: { propertyId, label, directoryCode: label } });
}

describe("/api/admin/users", () => {
  it("creates, lists, reads, updates and deactivates a user in shape A and B", async () => {
    const tenant = await createTestTenant();
    const [first, second] = [await createUnit(tenant.propertyId, "1A"), await createUnit(tenant.propertyId, "1B")];
    const { key } = await createTestKey(tenant.id);
    const email = `Jo.${uniqueSuffix()}@Example.TEST`;
    const created = await adminFetch(key, "POST", "/api/admin/users", {
      email,
      name: "Jo Resident",
      phone: "+15005550100",
      role: "resident",
      unitIds: [first.id],
      password: "correct horse",
    });
    expect(created.status).toBe(201);
    const user = created.body.data.user;
    expect(user).toEqual({
      id: expect.any(String),
      tenantId: tenant.id,
      email: email.toLowerCase(),
      name: "Jo Resident",
      phone: "+15005550100",
      role: "resident",
      status: "invited",
      unitIds: [first.id],
      units: [{ unitId: first.id, dialOrder: 0, moveInOn: null, moveOutOn: null }],
      deactivatedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password|failedLogin|lockedUntil|correct horse/);
    const row = await testDatabase().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("correct horse", row.passwordHash)).toBe(true);

    const list = await adminFetch(
      key,
      "GET",
      `/api/admin/users?q=JO.&unitId=${first.id}&role=resident&status=invited&limit=10`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ users: [user], total: 1, limit: 10, offset: 0, nextCursor: null });

    const updated = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, {
      name: "Jo Q. Resident",
      status: "active",
      unitIds: [second.id],
    });
    expect(updated.body.data.user).toMatchObject({ name: "Jo Q. Resident", status: "active", unitIds: [second.id] });
    expect((await adminFetch(key, "GET", `/api/admin/users/${user.id}`)).body.data.user.unitIds).toEqual([second.id]);
    expect((await adminFetch(key, "GET", `/api/admin/users?unitId=${first.id}`)).body.total).toBe(0);

    const deleted = await adminFetch(key, "DELETE", `/api/admin/users/${user.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("x-deletion")).toBe("deactivated");
    const kept = await testDatabase().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(kept.status).toBe("suspended");
    expect(kept.deactivatedAt).toBeInstanceOf(Date);
    expect((await adminFetch(key, "GET", `/api/admin/users/${user.id}`)).body.data.user).toMatchObject({
      status: "suspended",
      deactivatedAt: expect.any(String),
    });
    const actions = await testDatabase().auditLog.findMany({
      where: { targetId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["user.create", "user.update", "user.deactivate"]);
  });

  it("keeps several units with dial order and move dates, listed in dial order, and refuses contradictory ones", async () => {
    const tenant = await createTestTenant();
    const [first, second] = [await createUnit(tenant.propertyId, "2A"), await createUnit(tenant.propertyId, "2B")];
    const { key } = await createTestKey(tenant.id);
    const created = await adminFetch(key, "POST", "/api/admin/users", {
      email: `units.${uniqueSuffix()}@example.test`,
      name: "Kim",
      role: "resident",
      units: [
        { unitId: first.id, dialOrder: 2, moveInOn: "2026-01-15" },
        { unitId: second.id, dialOrder: 1, moveOutOn: "2027-06-30" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = created.body.data.user;
    expect(user.unitIds).toEqual([second.id, first.id]);
    expect(user.units).toEqual([
      { unitId: second.id, dialOrder: 1, moveInOn: null, moveOutOn: "2027-06-30" },
      { unitId: first.id, dialOrder: 2, moveInOn: "2026-01-15", moveOutOn: null },
    ]);

    // A field left out keeps its value; a unit left out is left.
    const moved = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, {
      units: [{ unitId: first.id, moveOutOn: "2026-12-31" }],
    });
    expect(moved.body.data.user.units).toEqual([
      { unitId: first.id, dialOrder: 2, moveInOn: "2026-01-15", moveOutOn: "2026-12-31" },
    ]);
    const shortForm = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, { unitIds: [first.id] });
    expect(shortForm.body.data.user.units).toEqual([
      { unitId: first.id, dialOrder: 2, moveInOn: "2026-01-15", moveOutOn: "2026-12-31" },
    ]);

    const refusals: [unknown, string][] = [
      [{ units: [{ unitId: first.id, moveInOn: "2026-05-01", moveOutOn: "2026-04-01" }] }, "units.0.moveOutOn"],
      [{ units: [{ unitId: first.id }, { unitId: first.id }] }, "units"],
      [{ units: [{ unitId: first.id }], unitIds: [first.id] }, "units"],
      [{ units: [{ unitId: first.id, moveInOn: "31/12/2026" }] }, "units.0.moveInOn"],
      [{ units: [{ unitId: first.id, moveInOn: "0000-01-01" }] }, "units.0.moveInOn"],
      [{ unitIds: [first.id, first.id] }, "unitIds"],
      // With the stored dates (in 2026-01-15, out 2026-12-31): a date sent alone that crosses the other.
      [{ units: [{ unitId: second.id }, { unitId: first.id, moveInOn: "2027-01-10" }] }, "units.1.moveInOn"],
      [{ units: [{ unitId: first.id, moveOutOn: "2026-01-15" }] }, "units.0.moveOutOn"],
    ];
    for (const [body, field] of refusals) {
      const refused = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    // Nothing changed, and a date that keeps the order is taken.
    const kept = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, {
      units: [{ unitId: first.id, moveInOn: "2026-12-30" }],
    });
    expect(kept.body.data.user.units).toEqual([
      { unitId: first.id, dialOrder: 2, moveInOn: "2026-12-30", moveOutOn: "2026-12-31" },
    ]);
    // A pair stored out of order before dates were checked together is left alone by a request that sends no date.
    await testDatabase().unitMembership.update({
      where: { userId_unitId: { userId: user.id, unitId: first.id } },
      data: { moveInOn: new Date("2026-12-31T00:00:00Z") },
    });
    const untouched = await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, { unitIds: [first.id, second.id] });
    expect(untouched.status, JSON.stringify(untouched.body)).toBe(200);
    const other = await createTestTenant();
    const foreign = await createUnit(other.propertyId, "9Z");
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/users/${user.id}`, { units: [{ unitId: foreign.id }] })).status,
    ).toBe(404);
  });

  it("says what is wrong in words a person reads after the field's name", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const refused = await adminFetch(key, "POST", "/api/admin/users", {
      email: "not-an-email",
      name: "",
      role: "resident",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual(
      expect.arrayContaining([
        { field: "email", issue: "must be an email address" },
        { field: "name", issue: "is required" },
      ]),
    );
    expect(JSON.stringify(refused.body)).not.toMatch(/Too small|expected string|Invalid/);
  });

  it("filters by name, email, role and status and pages in a stable name order", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const marker = uniqueSuffix();
    for (const [name, role] of [
      ["Cara", "staff"],
      ["Abe", "resident"],
      ["Bea", "resident"],
    ] as const) {
      await testDatabase().user.create({
        data: {
          tenantId: tenant.id,
          email: `${name.toLowerCase()}-${marker}@example.test`,
          name,
          role,
          status: "active",
        },
      });
    }
    const first = await adminFetch(key, "GET", "/api/admin/users?limit=2");
    expect(first.body.total).toBe(3);
    expect(first.body.users.map((u: { name: string }) => u.name)).toEqual(["Abe", "Bea"]);
    expect(
      (await adminFetch(key, "GET", "/api/admin/users?limit=2&offset=2")).body.users.map(
        (u: { name: string }) => u.name,
      ),
    ).toEqual(["Cara"]);
    expect(
      (await adminFetch(key, "GET", "/api/admin/users?role=staff")).body.users.map((u: { name: string }) => u.name),
    ).toEqual(["Cara"]);
    expect((await adminFetch(key, "GET", `/api/admin/users?q=bea-${marker}`)).body.total).toBe(1);
    expect((await adminFetch(key, "GET", "/api/admin/users?status=invited")).body.total).toBe(0);
    expect((await adminFetch(key, "GET", "/api/admin/users?role=janitor")).status).toBe(400);
  });

  it("answers a duplicate email with 409, whatever its case, and bad input with 400", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const email = `dup-${uniqueSuffix()}@example.test`;
    expect((await adminFetch(key, "POST", "/api/admin/users", { email, name: "One", role: "staff" })).status).toBe(201);
    const duplicate = await adminFetch(key, "POST", "/api/admin/users", {
      email: email.toUpperCase(),
      name: "Two",
      role: "staff",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("CONFLICT");
    for (const body of [
      { email: "not-an-email", name: "X", role: "staff" },
      { email: `x-${uniqueSuffix()}@example.test`, name: "X", role: "staff", phone: "555-0100" },
      { email: `x-${uniqueSuffix()}@example.test`, name: "X", role: "janitor" },
      { email: `x-${uniqueSuffix()}@example.test`, name: "X", role: "staff", passwordHash: "scrypt$..." },
      { email: `x-${uniqueSuffix()}@example.test`, name: "X", role: "staff", unitIds: "1A" },
    ]) {
      const answer = await adminFetch(key, "POST", "/api/admin/users", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("never shows, creates in or changes another tenant's users", async () => {
    const mine = await createTestTenant();
    const theirs = await createTestTenant();
    const theirUnit = await createUnit(theirs.propertyId, "X1");
    const victim = await testDatabase().user.create({
      data: {
        tenantId: theirs.id,
        email: `victim-${uniqueSuffix()}@example.test`,
        name: "Victim",
        role: "resident",
        status: "active",
      },
    });
    const { key } = await createTestKey(mine.id);
    expect((await adminFetch(key, "GET", `/api/admin/users/${victim.id}`)).status).toBe(404);
    expect((await adminFetch(key, "PATCH", `/api/admin/users/${victim.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await adminFetch(key, "DELETE", `/api/admin/users/${victim.id}`)).status).toBe(404);
    expect((await adminFetch(key, "GET", `/api/admin/users?tenantId=${theirs.id}`)).body.total).toBe(0);
    expect((await adminFetch(key, "GET", `/api/admin/users?unitId=${theirUnit.id}`)).body.total).toBe(0);
    const email = `sneaky-${uniqueSuffix()}@example.test`;
    const inTheirTenant = await adminFetch(key, "POST", "/api/admin/users", {
      tenantId: theirs.id,
      email,
      name: "Sneaky",
      role: "owner",
    });
    expect(inTheirTenant.status).toBe(404);
    const inTheirUnit = await adminFetch(key, "POST", "/api/admin/users", {
      email,
      name: "Sneaky",
      role: "resident",
      unitIds: [theirUnit.id],
    });
    expect(inTheirUnit.body.error.code).toBe("NOT_FOUND");
    expect(await testDatabase().user.findUnique({ where: { email } })).toBeNull();
    const mineUser = await testDatabase().user.create({
      data: { tenantId: mine.id, email: `mine-${uniqueSuffix()}@example.test`, name: "Mine", role: "resident" },
    });
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/users/${mineUser.id}`, { unitIds: [theirUnit.id] })).status,
    ).toBe(404);
    expect(await testDatabase().unitMembership.count({ where: { unitId: theirUnit.id } })).toBe(0);
    expect(await testDatabase().user.findUniqueOrThrow({ where: { id: victim.id } })).toMatchObject({
      name: "Victim",
      status: "active",
      deactivatedAt: null,
    });
  });

  it("never lets a tenant-bound caller see, create or promote a platform admin", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const email = `root-${uniqueSuffix()}@example.test`;
    const created = await adminFetch(key, "POST", "/api/admin/users", { email, name: "Root", role: "platform_admin" });
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe("FORBIDDEN");
    expect(await testDatabase().user.findUnique({ where: { email } })).toBeNull();
    const staff = await testDatabase().user.create({
      data: { tenantId: tenant.id, email: `staff-${uniqueSuffix()}@example.test`, name: "Staff", role: "staff" },
    });
    expect((await adminFetch(key, "PATCH", `/api/admin/users/${staff.id}`, { role: "platform_admin" })).status).toBe(
      403,
    );
    expect(await testDatabase().user.findUniqueOrThrow({ where: { id: staff.id } })).toMatchObject({
      role: "staff",
      tenantId: tenant.id,
    });
    const admin = await testDatabase().user.findFirstOrThrow({ where: { role: "platform_admin" } });
    expect((await adminFetch(key, "GET", `/api/admin/users/${admin.id}`)).status).toBe(404);
    expect((await adminFetch(key, "GET", "/api/admin/users?role=platform_admin")).body.total).toBe(0);
  });

  it("lets a platform caller manage platform admins, who belong to no tenant", async () => {
    const tenant = await createTestTenant();
    const unit = await createUnit(tenant.propertyId, "P1");
    const { key } = await createTestKey(null);
    const admin = await adminFetch(key, "POST", "/api/admin/users", {
      email: `ops-${uniqueSuffix()}@example.test`,
      name: "Ops",
      role: "platform_admin",
      status: "active",
    });
    expect(admin.status).toBe(201);
    expect(admin.body.data.user).toMatchObject({
      tenantId: null,
      role: "platform_admin",
      status: "active",
      unitIds: [],
    });
    const withTenant = await adminFetch(key, "POST", "/api/admin/users", {
      tenantId: tenant.id,
      email: `ops-${uniqueSuffix()}@example.test`,
      name: "Ops",
      role: "platform_admin",
    });
    expect(withTenant.status).toBe(400);
    const noTenant = await adminFetch(key, "POST", "/api/admin/users", {
      email: `res-${uniqueSuffix()}@example.test`,
      name: "Res",
      role: "resident",
    });
    expect(noTenant.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "tenantId" }] });

    const resident = await adminFetch(key, "POST", "/api/admin/users", {
      tenantId: tenant.id,
      email: `res-${uniqueSuffix()}@example.test`,
      name: "Res",
      role: "resident",
      unitIds: [unit.id],
    });
    expect(resident.body.data.user).toMatchObject({ tenantId: tenant.id, unitIds: [unit.id] });
    const promoted = await adminFetch(key, "PATCH", `/api/admin/users/${resident.body.data.user.id}`, {
      role: "platform_admin",
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.user).toMatchObject({ role: "platform_admin", tenantId: null, unitIds: [] });
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/users/${admin.body.data.user.id}`, { role: "owner" })).status,
    ).toBe(400);
    expect(
      (await adminFetch(key, "GET", `/api/admin/users?role=platform_admin&q=${admin.body.data.user.email}`)).body.total,
    ).toBe(1);
  });
});

describe("giving a role", () => {
  it("needs every scope of that role: users:write alone cannot make an owner or staff", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["users:read", "users:write"]);
    const email = `escalate-${uniqueSuffix()}@example.test`;
    const owner = await adminFetch(key, "POST", "/api/admin/users", {
      email,
      name: "Would-be owner",
      role: "owner",
      password: "correct horse battery",
    });
    expect(owner.status).toBe(403);
    expect(owner.body.error.message).toContain("owner");
    expect(await testDatabase().user.findUnique({ where: { email } })).toBeNull();

    const resident = await adminFetch(key, "POST", "/api/admin/users", { email, name: "Resident", role: "resident" });
    expect(resident.status).toBe(201);
    const promote = await adminFetch(key, "PATCH", `/api/admin/users/${resident.body.data.user.id}`, { role: "staff" });
    expect(promote.status).toBe(403);
    expect((await testDatabase().user.findUniqueOrThrow({ where: { email } })).role).toBe("resident");
  });
});
