import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// A tenant-bound caller sees only its own tenant; any other id is answered as missing.
export async function findTenant(principal: AdminPrincipal, id: string) {
  const tenant =
    principal.tenantId && principal.tenantId !== id ? null : await db().tenant.findUnique({ where: { id } });
  if (!tenant) throw notFound("Tenant");
  return tenant;
}
