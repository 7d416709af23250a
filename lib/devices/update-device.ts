import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError, notFound } from "../http/error-codes";
import { endDeviceAccess } from "./end-device-access";
import type { UpdateDeviceBody } from "./device-schemas";
import { findDevice } from "./find-device";
import { recordDeviceStatus } from "./record-device-status";
import { serializeDevice } from "./serialize-device";

export async function updateDevice(principal: AdminPrincipal, id: string, body: UpdateDeviceBody) {
  const existing = await findDevice(principal, id);
  // Retiring is for good, as DELETE's: the device's credentials go with it, and it is not brought back.
  if (existing.status === "retired" && body.status && body.status !== "retired")
    throw new ApiError("CONFLICT", "A retired device stays retired; create a new device instead");
  const retiring = body.status === "retired" && existing.status !== "retired";
  const device = await db().$transaction(async (tx) => {
    // A device moves only between properties of its own tenant.
    if (
      body.propertyId &&
      !(await tx.property.count({
        where: { id: body.propertyId, tenantId: existing.property.tenantId, status: "active" },
      }))
    )
      throw notFound("Property");
    const updated = await tx.device.update({
      where: { id },
      data: retiring ? { ...body, credentialHash: null } : body,
    });
    if (updated.status !== existing.status) await recordDeviceStatus(tx, id, updated.status, updated.updatedAt);
    await recordAudit(tx, principal, {
      tenantId: existing.property.tenantId,
      action: "device.update",
      targetType: "device",
      targetId: id,
      data: body,
    });
    return updated;
  });
  if (retiring) await endDeviceAccess(id);
  return serializeDevice(device);
}
