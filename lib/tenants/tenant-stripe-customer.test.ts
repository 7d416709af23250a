import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { uniqueSuffix } from "../testing/test-database";

describe("PATCH /api/admin/tenants/{id} stripeCustomerId", () => {
  it("lets a platform caller link a tenant to its Stripe customer, 409 when another tenant holds it", async () => {
    const { key } = await createTestKey(null);
    const [first, second] = [await createTestTenant(), await createTestTenant()];
    const customer = `cus_${uniqueSuffix()}`;
    const linked = await adminFetch(key, "PATCH", `/api/admin/tenants/${first.id}`, { stripeCustomerId: customer });
    expect(linked.status).toBe(200);
    expect(linked.body.data.tenant.stripeCustomerId).toBe(customer);
    const taken = await adminFetch(key, "PATCH", `/api/admin/tenants/${second.id}`, { stripeCustomerId: customer });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("CONFLICT");
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/tenants/${first.id}`, { stripeCustomerId: null })).body.data.tenant
        .stripeCustomerId,
    ).toBeNull();
    expect(
      (await adminFetch(key, "PATCH", `/api/admin/tenants/${second.id}`, { stripeCustomerId: customer })).status,
    ).toBe(200);
  });

  it("refuses a tenant's own key (403) and a value that is not a customer id (400)", async () => {
    const tenant = await createTestTenant();
    const own = await createTestKey(tenant.id);
    const refused = await adminFetch(own.key, "PATCH", `/api/admin/tenants/${tenant.id}`, {
      stripeCustomerId: `cus_${uniqueSuffix()}`,
    });
    expect(refused.status).toBe(403);
    const { key } = await createTestKey(null);
    const invalid = await adminFetch(key, "PATCH", `/api/admin/tenants/${tenant.id}`, {
      stripeCustomerId: "not a customer",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual([expect.objectContaining({ field: "stripeCustomerId" })]);
  });
});
