import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { revokeDeviceCredentials } from "../device-gateway/broker-accounts";
import { readMqttSettings } from "../device-gateway/mqtt-settings";
import { log } from "../http/log";
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
  // After commit: a retired or deleted device's broker account and live session end.
  if (readMqttSettings())
    await revokeDeviceCredentials(id).catch((error) => log.error("device.revoke_failed", { deviceId: id, error }));
  return deletion;
}
