import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { endDeviceAccess } from "../devices/end-device-access";
import { findProperty } from "./find-property";

export type Deletion = "deleted" | "archived";

// A property with history (calls, door events, guest passes) is archived so the history survives;
// one without is deleted together with its units and devices, whose broker accounts and sessions end after the commit,
// as a retired device's do.
export async function deleteProperty(principal: AdminPrincipal, id: string): Promise<Deletion> {
  const property = await findProperty(principal, id);
  let deletedDeviceIds: string[] = [];
  const deletion = await db().$transaction(async (tx) => {
    const history = await tx.property.findUniqueOrThrow({
      where: { id },
      select: { _count: { select: { calls: true, accessEvents: true, guestPasses: true } } },
    });
    const keep = Object.values(history._count).some((count) => count > 0);
    if (keep) {
      await tx.property.update({
        where: { id },
        data: { status: "archived", archivedAt: property.archivedAt ?? new Date() },
      });
    } else {
      const devices = await tx.device.findMany({
        where: { propertyId: id, credentialsIssuedAt: { not: null } },
        select: { id: true },
      });
      deletedDeviceIds = devices.map((device) => device.id);
      await tx.deviceCommand.deleteMany({ where: { device: { propertyId: id } } });
      await tx.device.deleteMany({ where: { propertyId: id } });
      await tx.unit.deleteMany({ where: { propertyId: id } });
      await tx.property.delete({ where: { id } });
    }
    const deletion: Deletion = keep ? "archived" : "deleted";
    await recordAudit(tx, principal, {
      tenantId: property.tenantId,
      action: `property.${deletion === "archived" ? "archive" : "delete"}`,
      targetType: "property",
      targetId: id,
    });
    return deletion;
  });
  await Promise.all(deletedDeviceIds.map((deviceId) => endDeviceAccess(deviceId)));
  return deletion;
}
