import { describe, expect, it } from "vitest";
import { ROLE_SCOPES } from "../auth/scopes";
import type { UserRole } from "../db/generated/enums";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { issueApiKey } from "./issue-api-key";

async function createPerson(tenantId: string | null, role: UserRole) {
  return testDatabase().user.create({
    data: { tenantId, email: `p-${uniqueSuffix()}@example.test`, name: "Person", role, status: "active" },
  });
}

async function keyMadeBy(creatorId: string, tenantId: string | null, role: Exclude<UserRole, "resident">) {
  return issueApiKey(testDatabase(), {
    name: `made by ${role}`,
    scopes: ROLE_SCOPES[role],
    tenantId,
    createdById: creatorId,
  });
}

const demote = (id: string, role: UserRole) => testDatabase().user.update({ where: { id }, data: { role } });

describe("a key acts with at most its creator's current role", () => {
  it("an owner demoted to staff: the owner's key can no longer create an owner or promote its creator", async () => {
    const tenant = await createTestTenant();
    const owner = await createPerson(tenant.id, "owner");
    const { key } = await keyMadeBy(owner.id, tenant.id, "owner");
    expect(
      (
        await adminFetch(key, "POST", "/api/admin/users", {
          email: `s-${uniqueSuffix()}@example.test`,
          name: "Staff",
          role: "staff",
        })
      ).status,
    ).toBe(201);

    await demote(owner.id, "staff");
    const newOwner = await adminFetch(key, "POST", "/api/admin/users", {
      email: `o-${uniqueSuffix()}@example.test`,
      name: "New owner",
      role: "owner",
    });
    expect(newOwner.status).toBe(403);
    const promote = await adminFetch(key, "PATCH", `/api/admin/users/${owner.id}`, { role: "owner" });
    expect(promote.status).toBe(403);
    expect((await testDatabase().user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("staff");
    // What staff may still do, the key still does.
    expect((await adminFetch(key, "GET", "/api/admin/properties")).status).toBe(200);
  });

  it("an owner demoted to resident: the key cannot open a door through the unlock route", async () => {
    const tenant = await createTestTenant();
    const device = await testDatabase().device.create({
      data: {
        propertyId: tenant.propertyId,
        name: "Front door",
        kind: "door_controller",
        serialNumber: `FD-${uniqueSuffix()}`,
        status: "online",
        isEntrance: true,
      },
    });
    const owner = await createPerson(tenant.id, "owner");
    const { key } = await keyMadeBy(owner.id, tenant.id, "owner");
    await demote(owner.id, "resident");
    const unlock = await adminFetch(key, "POST", `/api/admin/devices/${device.id}/unlock`);
    expect(unlock.status).toBe(403);
    expect(unlock.body.error.code).toBe("INSUFFICIENT_SCOPE");
    expect(await testDatabase().accessEvent.count({ where: { deviceId: device.id } })).toBe(0);
    expect((await adminFetch(key, "GET", "/api/admin/properties")).status).toBe(403);
  });

  it("a platform key whose creator lost platform rights loses them; a key with no human creator keeps its scopes", async () => {
    const tenant = await createTestTenant();
    const operator = await createPerson(null, "platform_admin");
    const { key } = await keyMadeBy(operator.id, null, "platform_admin");
    expect((await adminFetch(key, "GET", "/api/admin/tenants")).status).toBe(200);
    await testDatabase().user.update({ where: { id: operator.id }, data: { role: "owner", tenantId: tenant.id } });
    expect((await adminFetch(key, "GET", "/api/admin/tenants")).status).toBe(403);

    const cliKey = await createTestKey(null);
    expect((await adminFetch(cliKey.key, "GET", "/api/admin/tenants")).status).toBe(200);
  });

  it("lists each key's effective scopes and flags keys whose creator lost rights", async () => {
    const tenant = await createTestTenant();
    const owner = await createPerson(tenant.id, "owner");
    const made = await keyMadeBy(owner.id, tenant.id, "owner");
    const { key: reader } = await createTestKey(tenant.id, ["api_keys:read"]);
    const before = await adminFetch(reader, "GET", `/api/admin/api-keys/${made.id}`);
    expect(before.body.data.apiKey).toMatchObject({ effectiveScopes: ROLE_SCOPES.owner, creatorLostRights: false });
    await demote(owner.id, "staff");
    const after = await adminFetch(reader, "GET", `/api/admin/api-keys/${made.id}`);
    expect(after.body.data.apiKey.scopes).toEqual(ROLE_SCOPES.owner);
    expect(after.body.data.apiKey.effectiveScopes).toEqual(
      ROLE_SCOPES.owner.filter((scope) => ROLE_SCOPES.staff.includes(scope)),
    );
    expect(after.body.data.apiKey.creatorLostRights).toBe(true);
  });
});

describe("a key's rate limit is at most its maker's", () => {
  it("refuses a greedy rateLimitPerMinute above the caller's own key, and gives new keys no more than it", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id, ["api_keys:write", "api_keys:read", "stats:read"], {
      rateLimitPerMinute: 50,
    });
    const greedy = await adminFetch(key, "POST", "/api/admin/api-keys", {
      name: "Greedy",
      scopes: ["stats:read"],
      rateLimitPerMinute: 100_000,
    });
    expect(greedy.status).toBe(403);
    expect(greedy.body.error.message).toMatch(/at most 50/);
    const fair = await adminFetch(key, "POST", "/api/admin/api-keys", {
      name: "Fair",
      scopes: ["stats:read"],
      rateLimitPerMinute: 50,
    });
    expect(fair.status).toBe(201);
    const unset = await adminFetch(key, "POST", "/api/admin/api-keys", { name: "Unset", scopes: ["stats:read"] });
    expect(unset.body.data.apiKey.rateLimitPerMinute).toBe(50);
  });
});
