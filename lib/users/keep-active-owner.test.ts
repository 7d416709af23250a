import { beforeEach, describe, expect, it } from "vitest";
import { createPerson } from "../auth/testing/identity-fixtures";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase } from "../testing/test-database";

let tenant: Awaited<ReturnType<typeof createTestTenant>>;
let key: string;

beforeEach(async () => {
  tenant = await createTestTenant();
  key = (await createTestKey(tenant.id)).key;
});

const patch = (id: string, body: unknown) => adminFetch(key, "PATCH", `/api/admin/users/${id}`, body);
const stored = (id: string) =>
  testDatabase().user.findUniqueOrThrow({ where: { id }, select: { role: true, status: true } });

describe("a tenant keeps at least one active owner", () => {
  it("refuses to demote, suspend or deactivate its only active owner, and changes nothing", async () => {
    const owner = await createPerson("owner", tenant.id);
    // An invited owner cannot manage the tenant yet, so does not count.
    await createPerson("owner", tenant.id, { status: "invited" });

    const demoted = await patch(owner.id, { role: "staff" });
    expect(demoted.status).toBe(409);
    expect(demoted.body.error).toMatchObject({
      code: "CONFLICT",
      message: "A tenant keeps at least one active owner: make another user owner first",
      details: [{ field: "role", issue: "would leave the tenant without an active owner" }],
    });
    const suspended = await patch(owner.id, { status: "suspended", name: "Renamed" });
    expect(suspended.status).toBe(409);
    expect(suspended.body.error.details).toEqual([
      { field: "status", issue: "would leave the tenant without an active owner" },
    ]);
    expect((await adminFetch(key, "DELETE", `/api/admin/users/${owner.id}`)).status).toBe(409);
    expect(await stored(owner.id)).toEqual({ role: "owner", status: "active" });
    expect((await testDatabase().user.findUniqueOrThrow({ where: { id: owner.id } })).name).not.toBe("Renamed");

    // Other changes to the owner still go through.
    expect((await patch(owner.id, { name: "Still the owner" })).status).toBe(200);
  });

  it("lets one of two active owners step down, and then keeps the other", async () => {
    const [first, second] = [await createPerson("owner", tenant.id), await createPerson("owner", tenant.id)];
    expect((await patch(first.id, { role: "staff" })).status).toBe(200);
    expect((await adminFetch(key, "DELETE", `/api/admin/users/${second.id}`)).status).toBe(409);
    expect(await stored(second.id)).toEqual({ role: "owner", status: "active" });
    // Made owner again, the first lets the second go.
    expect((await patch(first.id, { role: "owner" })).status).toBe(200);
    expect((await adminFetch(key, "DELETE", `/api/admin/users/${second.id}`)).status).toBe(204);
    expect(await stored(second.id)).toEqual({ role: "owner", status: "suspended" });
  });

  it("lets only one of two owners demoting each other at the same moment through", async () => {
    const [first, second] = [await createPerson("owner", tenant.id), await createPerson("owner", tenant.id)];
    const answers = await Promise.all([patch(first.id, { role: "staff" }), patch(second.id, { role: "staff" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const owners = await testDatabase().user.count({ where: { tenantId: tenant.id, role: "owner", status: "active" } });
    expect(owners).toBe(1);
  });

  it("does not let a rent-roll import change an owner's role", async () => {
    const owner = await createPerson("owner", tenant.id);
    const csv = `property,unit,email,name,phone,role\nBase property,101,${owner.email},Owner Who Lives Here,,resident\n`;
    const imported = await adminFetch(key, "POST", "/api/admin/imports/residents", csv, { "content-type": "text/csv" });
    expect(imported.body.data.import).toMatchObject({
      applied: false,
      errors: [{ row: 2, field: "role", issue: "is an owner's; change an owner's role on their user page" }],
    });
    expect(await stored(owner.id)).toEqual({ role: "owner", status: "active" });
  });
});
