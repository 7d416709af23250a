import { z } from "zod";
import { recordDeviceStatus } from "../devices/record-device-status";
import { log } from "../http/log";
import { deviceMessage } from "./device-message";

const statusPayload = z.object({
  status: z.enum(["online", "offline"]),
  firmware: z.string().trim().min(1).max(64).optional(),
});

// The retained status and the Last Will drive the device's status, last seen, firmware and history.
export const handleStatus = deviceMessage(
  { kind: "status", schema: statusPayload },
  async ({ database, device, payload, receivedAt }) => {
    const changed = await database.$transaction(async (tx) => {
      const current = await tx.device.findUniqueOrThrow({ where: { id: device.id }, select: { status: true } });
      if (current.status === "retired") return false;
      await tx.device.update({
        where: { id: device.id },
        data: {
          status: payload.status,
          lastSeenAt: receivedAt,
          ...(payload.firmware ? { firmware: payload.firmware } : {}),
        },
      });
      if (current.status === payload.status) return false;
      await recordDeviceStatus(tx, device.id, payload.status, receivedAt);
      return true;
    });
    if (changed) log.info(`device.${payload.status}`, { deviceId: device.id, tenantId: device.tenantId });
  },
);
