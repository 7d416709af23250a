import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findProperty } from "../properties/find-property";
import { requirePropertiesInService } from "../properties/property-in-service";
import type { CreateDeviceBody } from "./device-schemas";
import { recordDeviceStatus } from "./record-device-status";
import { serializeDevice } from "./serialize-device";

export async function createDevice(principal: AdminPrincipal, body: CreateDeviceBody) {
  const property = await findProperty(principal, body.propertyId);
  const device = await db().$transaction(async (tx) => {
    await requirePropertiesInService(tx, property.tenantId, [property.id]);
    const created = await tx.device.create({ data: body });
    await recordDeviceStatus(tx, created.id, created.status, created.createdAt);
    await recordAudit(tx, principal, {
      tenantId: property.tenantId,
      action: "device.create",
      targetType: "device",
      targetId: created.id,
    });
    return created;
  });
  return serializeDevice(device);
}
