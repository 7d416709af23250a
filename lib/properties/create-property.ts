import type { AdminPrincipal } from "../auth/admin-principal";
import { targetTenant } from "../admin/tenant-scope";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";
import type { CreatePropertyBody } from "./property-schemas";
import { serializeProperty } from "./serialize-property";

export async function createProperty(principal: AdminPrincipal, body: CreatePropertyBody) {
  const tenantId = targetTenant(principal, body.tenantId);
  if (!(await db().tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) throw notFound("Tenant");
  const property = await db().$transaction(async (tx) => {
    const created = await tx.property.create({ data: { ...body, tenantId } });
    await recordAudit(tx, principal, { tenantId, action: "property.create", targetType: "property", targetId: created.id });
    return created;
  });
  return serializeProperty(property);
}
