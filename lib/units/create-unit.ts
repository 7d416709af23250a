import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findProperty } from "../properties/find-property";
import { requirePropertiesInService } from "../properties/property-in-service";
import { codeFromLabel, lockTenantUnits, requireCodeFree, UNITS_TRANSACTION } from "./directory-code";
import type { CreateUnitBody } from "./unit-schemas";
import { serializeUnit } from "./serialize-unit";

export async function createUnit(principal: AdminPrincipal, body: CreateUnitBody) {
  const property = await findProperty(principal, body.propertyId);
  const directoryCode = body.directoryCode ?? codeFromLabel(body.label);
  const unit = await db().$transaction(async (tx) => {
    await lockTenantUnits(tx, property.tenantId);
    await requirePropertiesInService(tx, property.tenantId, [property.id]);
    await requireCodeFree(tx, { propertyId: property.id, label: body.label }, directoryCode, {
      fromLabel: !body.directoryCode,
    });
    const created = await tx.unit.create({ data: { ...body, directoryCode } });
    await recordAudit(tx, principal, {
      tenantId: property.tenantId,
      action: "unit.create",
      targetType: "unit",
      targetId: created.id,
    });
    return created;
  }, UNITS_TRANSACTION);
  return serializeUnit(unit);
}
