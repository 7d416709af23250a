import { z } from "zod";
import { retryTransient } from "../db/retry-transient";
import { recordDeviceStatus } from "../devices/record-device-status";
import { log } from "../http/log";
import { deviceMessage } from "./device-message";

const statusPayload = z.object({
  status: z.enum(["online", "offline"]),
  firmware: z.string().trim().min(1).max(64).optional(),
});

// The retained status and the Last Will drive the device's status, last seen, firmware and history.
// A write that fails transiently (pool busy, timeout, deadlock) is tried again shortly, so a connected door
// does not stay "provisioning"; a message older than the status already recorded changes nothing.
export const handleStatus = deviceMessage(
  { kind: "status", schema: statusPayload },
  async ({ database, device, payload, receivedAt }) => {
    const outcome = await retryTransient(
      () =>
        database.$transaction(async (tx) => {
          // The row lock orders concurrent writers of this device (several app instances share a broker).
          // With it, in the same round trip: whether a status change newer than this message is already recorded.
          const [current] = await tx.$queryRaw<{ status: string; newer: boolean }[]>`
            select d.status::text as status, exists (
              select 1 from device_status_events e where e."deviceId" = d.id and e."occurredAt" > (${receivedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')
            ) as newer
            from devices d where d.id = ${device.id} for update`;
          if (!current || current.status === "retired") return "unchanged" as const;
          if (current.newer) return "stale" as const;
          await tx.device.update({
            where: { id: device.id },
            data: {
              status: payload.status,
              lastSeenAt: receivedAt,
              ...(payload.firmware ? { firmware: payload.firmware } : {}),
            },
          });
          if (current.status === payload.status) return "unchanged" as const;
          await recordDeviceStatus(tx, device.id, payload.status, receivedAt);
          return "changed" as const;
        }),
      { onRetry: (error) => log.warn("device.status_retry", { deviceId: device.id, error }) },
    );
    if (outcome === "stale") log.info("device.status_stale", { deviceId: device.id, status: payload.status });
    if (outcome === "changed") log.info(`device.${payload.status}`, { deviceId: device.id, tenantId: device.tenantId });
  },
);
