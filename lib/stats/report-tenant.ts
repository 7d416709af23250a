import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// The tenant a report covers, or null for the whole platform. A tenant the caller may not see
// is answered 404 like a missing one, so a report never confirms that another tenant exists.
export async function reportTenant(principal: AdminPrincipal, requested: string | undefined): Promise<string | null> {
  if (principal.tenantId) {
    if (requested && requested !== principal.tenantId) throw notFound("Tenant");
    return principal.tenantId;
  }
  if (requested && !(await db().tenant.findUnique({ where: { id: requested }, select: { id: true } }))) throw notFound("Tenant");
  return requested ?? null;
}
