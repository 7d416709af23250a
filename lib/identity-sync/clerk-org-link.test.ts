import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { clerkEvent, postClerk } from "../webhooks/testing/provider-clients";
import { startWebhookTestServer, type WebhookTestServer } from "../webhooks/testing/start-webhook-test-server";

let gateway: WebhookTestServer;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
}, 120_000);

afterAll(async () => gateway?.stop());

describe("a Clerk organization links to a tenant only by clerkOrgId", () => {
  it("an organization named after an existing tenant's slug gets a new tenant; the victim is untouched", async () => {
    const slug = `victim-co-${uniqueSuffix()}`;
    const victim = await testDatabase().tenant.create({ data: { name: "Victim Co", slug } });
    const org = { id: `org_${uniqueSuffix()}`, object: "organization", name: "Attacker Inc", slug };
    expect((await postClerk(gateway, clerkEvent("organization.created", org))).status).toBe(200);
    const membership = {
      id: `orgmem_${uniqueSuffix()}`,
      object: "organization_membership",
      role: "org:admin",
      organization: org,
      public_user_data: {
        user_id: `user_${uniqueSuffix()}`,
        identifier: `attacker-${uniqueSuffix()}@clerk.test`,
        first_name: "A",
        last_name: "Tacker",
      },
    };
    expect((await postClerk(gateway, clerkEvent("organizationMembership.created", membership))).status).toBe(200);

    expect(await testDatabase().tenant.findUniqueOrThrow({ where: { id: victim.id } })).toMatchObject({
      name: "Victim Co",
      slug,
      clerkOrgId: null,
    });
    const created = await testDatabase().tenant.findUniqueOrThrow({ where: { clerkOrgId: org.id } });
    expect(created.id).not.toBe(victim.id);
    expect(created.slug).toMatch(new RegExp(`^${slug}-[0-9a-f]{6}$`));
    const admin = await testDatabase().user.findUniqueOrThrow({
      where: { email: membership.public_user_data.identifier },
    });
    expect(admin.tenantId).toBe(created.id);
  });

  it("a platform caller links a tenant with PATCH {clerkOrgId}; a second tenant asking for it gets 409; a tenant caller gets 403", async () => {
    const [first, second] = [await createTestTenant(), await createTestTenant()];
    const { key: platform } = await createTestKey(null);
    const orgId = `org_${uniqueSuffix()}`;
    const linked = await adminFetch(platform, "PATCH", `/api/admin/tenants/${first.id}`, { clerkOrgId: orgId });
    expect(linked.status).toBe(200);
    expect(linked.body.data.tenant.clerkOrgId).toBe(orgId);
    const clash = await adminFetch(platform, "PATCH", `/api/admin/tenants/${second.id}`, { clerkOrgId: orgId });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("CONFLICT");
    const { key: tenantKey } = await createTestKey(second.id);
    expect(
      (await adminFetch(tenantKey, "PATCH", `/api/admin/tenants/${second.id}`, { clerkOrgId: `org_${uniqueSuffix()}` }))
        .status,
    ).toBe(403);
    expect(
      (await adminFetch(platform, "PATCH", `/api/admin/tenants/${first.id}`, { clerkOrgId: null })).body.data.tenant
        .clerkOrgId,
    ).toBeNull();
  });
});
