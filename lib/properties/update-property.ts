import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findProperty } from "./find-property";
import type { UpdatePropertyBody } from "./property-schemas";
import { serializeProperty } from "./serialize-property";

export async function updateProperty(principal: AdminPrincipal, id: string, body: UpdatePropertyBody) {
  const existing = await findProperty(principal, id);
  const archivedAt =
    body.status === undefined ? undefined : body.status === "archived" ? (existing.archivedAt ?? new Date()) : null;
  const property = await db().$transaction(async (tx) => {
    const updated = await tx.property.update({ where: { id }, data: { ...body, archivedAt } });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "property.update",
      targetType: "property",
      targetId: id,
      data: body,
    });
    return updated;
  });
  return serializeProperty(property);
}
