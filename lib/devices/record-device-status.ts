import type { Prisma } from "../db/generated/client";
import type { DeviceStatus } from "../db/generated/enums";
import { emitDeviceStatus } from "../events-out/emit-domain-events";

// Appends to the device's status history; call it whenever a device's status is set or changes.
export async function recordDeviceStatus(
  tx: Prisma.TransactionClient,
  deviceId: string,
  status: DeviceStatus,
  occurredAt = new Date(),
) {
  await emitDeviceStatus(tx, deviceId, status);
  // Last, so the uptime rollup rows its trigger updates stay locked only until the commit that follows.
  await tx.deviceStatusEvent.create({ data: { deviceId, status, occurredAt } });
}
