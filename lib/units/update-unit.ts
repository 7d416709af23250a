import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findUnit } from "./find-unit";
import { lockTenantUnits, requireCodeFree, UNITS_TRANSACTION } from "./directory-code";
import type { UpdateUnitBody } from "./unit-schemas";
import { serializeUnit } from "./serialize-unit";

export async function updateUnit(principal: AdminPrincipal, id: string, body: UpdateUnitBody) {
  const { unit: existing, tenantId } = await findUnit(principal, id);
  const unit = await db().$transaction(async (tx) => {
    // A new label frees its old one, which a code check running at once may have passed over: both wait their turn.
    if (body.directoryCode || body.label) await lockTenantUnits(tx, tenantId);
    if (body.directoryCode)
      await requireCodeFree(tx, { propertyId: existing.propertyId, id, label: body.label }, body.directoryCode);
    const updated = await tx.unit.update({ where: { id }, data: body });
    await recordAudit(tx, principal, { tenantId, action: "unit.update", targetType: "unit", targetId: id, data: body });
    return updated;
  }, UNITS_TRANSACTION);
  return serializeUnit(unit);
}
