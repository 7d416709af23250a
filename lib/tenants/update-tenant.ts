import type { AdminPrincipal } from "../auth/admin-principal";
import { requirePlatform } from "../framework/require-platform";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { findTenant } from "./find-tenant";
import type { UpdateTenantBody } from "./tenant-schemas";
import { serializeTenant } from "./serialize-tenant";

export async function updateTenant(principal: AdminPrincipal, id: string, body: UpdateTenantBody) {
  await findTenant(principal, id);
  // A tenant may rename itself; its plan and status are the platform's to change.
  if (
    body.plan !== undefined ||
    body.status !== undefined ||
    body.stripeCustomerId !== undefined ||
    body.clerkOrgId !== undefined
  ) {
    requirePlatform(
      principal,
      "Only platform callers can change a tenant's plan, status, Stripe customer or Clerk organization",
    );
  }
  // The only way an existing tenant is linked to a Clerk organization; one organization, one tenant.
  if (
    body.clerkOrgId &&
    (await db().tenant.findFirst({ where: { clerkOrgId: body.clerkOrgId, id: { not: id } }, select: { id: true } }))
  ) {
    throw new ApiError("CONFLICT", "Another tenant is linked to this Clerk organization");
  }
  const tenant = await db().$transaction(async (tx) => {
    const updated = await tx.tenant.update({ where: { id }, data: body });
    await recordAudit(tx, principal, {
      tenantId: id,
      action: "tenant.update",
      targetType: "tenant",
      targetId: id,
      data: body,
    });
    return updated;
  });
  return serializeTenant(tenant);
}
