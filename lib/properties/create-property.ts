import type { AdminPrincipal } from "../auth/admin-principal";
import { resolveTenant } from "../framework/tenant-scope";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { CreatePropertyBody } from "./property-schemas";
import { serializeProperty } from "./serialize-property";

export async function createProperty(principal: AdminPrincipal, body: CreatePropertyBody) {
  const tenantId = await resolveTenant(principal, body.tenantId, { required: true });
  const property = await db().$transaction(async (tx) => {
    const created = await tx.property.create({ data: { ...body, tenantId } });
    await recordAudit(tx, principal, {
      tenantId,
      action: "property.create",
      targetType: "property",
      targetId: created.id,
    });
    return created;
  });
  return serializeProperty(property);
}
