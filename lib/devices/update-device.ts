import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError, notFound } from "../http/error-codes";
import { requirePropertiesInService } from "../properties/property-in-service";
import { endDeviceAccess } from "./end-device-access";
import type { UpdateDeviceBody } from "./device-schemas";
import { findDevice } from "./find-device";
import { recordDeviceStatus } from "./record-device-status";
import { serializeDevice } from "./serialize-device";

export async function updateDevice(principal: AdminPrincipal, id: string, body: UpdateDeviceBody) {
  const existing = await findDevice(principal, id);
  let retiring = false;
  const device = await db().$transaction(async (tx) => {
    // Retiring is for good, as DELETE's: the credentials go with it, and it is not brought back. Read under the row's
    // lock, so a retirement committing meanwhile is seen.
    const [current] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status::text AS status FROM devices WHERE id = ${id} FOR UPDATE`;
    if (!current) throw notFound("Device");
    if (current.status === "retired" && body.status && body.status !== "retired")
      throw new ApiError("CONFLICT", "A retired device stays retired; create a new device instead");
    retiring = body.status === "retired" && current.status !== "retired";
    // A device moves only between properties of its own tenant, and never into an archived one.
    if (body.propertyId) await requirePropertiesInService(tx, existing.property.tenantId, [body.propertyId]);
    const updated = await tx.device.update({
      where: { id },
      data: retiring ? { ...body, credentialHash: null } : body,
    });
    if (updated.status !== current.status) await recordDeviceStatus(tx, id, updated.status, updated.updatedAt);
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
