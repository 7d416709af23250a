import type { Tenant } from "../db/generated/client";
import type { TenantView } from "./tenant-schemas";

export function serializeTenant(tenant: Tenant): TenantView {
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    status: tenant.status,
    plan: tenant.plan,
    stripeCustomerId: tenant.stripeCustomerId,
    clerkOrgId: tenant.clerkOrgId,
    billingStatus: tenant.billingStatus,
    createdAt: tenant.createdAt.toISOString(),
    updatedAt: tenant.updatedAt.toISOString(),
  };
}
