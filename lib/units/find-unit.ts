import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenantProperty } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// A unit the caller may see, with its property's tenant for the audit trail, or 404.
export async function findUnit(principal: AdminPrincipal, id: string) {
  const unit = await db().unit.findFirst({
    where: { id, ...inTenantProperty(principal) },
    include: { property: { select: { tenantId: true } } },
  });
  if (!unit) throw notFound("Unit");
  const { property, ...row } = unit;
  return { unit: row, tenantId: property.tenantId };
}
