import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { endDeviceAccess } from "./end-device-access";
import { findDevice } from "./find-device";
import { recordDeviceStatus } from "./record-device-status";

export type Deletion = "deleted" | "retired";

// A device with door events or commands is retired so its history survives; one without is deleted.
export async function deleteDevice(principal: AdminPrincipal, id: string): Promise<Deletion> {
  const device = await findDevice(principal, id);
  const deletion = await db().$transaction(async (tx) => {
    const history = await tx.device.findUniqueOrThrow({
      where: { id },
      select: { _count: { select: { accessEvents: true, commands: true } } },
    });
    const keep = Object.values(history._count).some((count) => count > 0);
    if (keep && device.status !== "retired") {
      await tx.device.update({ where: { id }, data: { status: "retired", credentialHash: null } });
      await recordDeviceStatus(tx, id, "retired");
    }
    if (!keep) await tx.device.delete({ where: { id } });
    const deletion: Deletion = keep ? "retired" : "deleted";
    await recordAudit(tx, principal, {
      tenantId: device.property.tenantId,
      action: `device.${keep ? "retire" : "delete"}`,
      targetType: "device",
      targetId: id,
    });
    return deletion;
  });
  await endDeviceAccess(id);
  return deletion;
}
