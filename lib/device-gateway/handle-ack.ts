import { z } from "zod";
import { retryTransient } from "../db/retry-transient";
import { utcTimestamp as utc } from "../db/utc-timestamp";
import { logAtMostEvery } from "../http/log-at-most";
import { deviceMessage } from "./device-message";

const ackPayload = z.object({
  commandId: z.string().min(1).max(64),
  result: z.enum(["done", "failed"]),
  reason: z.string().max(200).optional(),
});

// A door's answer settles its own, still open, unexpired command once; repeats, late and foreign acks change nothing.
// One statement settles it and marks the door seen: an ack follows every door opening.
export const handleAck = deviceMessage(
  { kind: "acks", schema: ackPayload },
  async ({ database, device, payload, receivedAt }) => {
    const at = utc(receivedAt);
    const [settled, failureReason] =
      payload.result === "done" ? ["acknowledged", null] : ["failed", payload.reason ?? "the door reported a failure"];
    // One conditional statement, so trying it again after a transient failure settles the command at most once.
    const [{ count }] = await retryTransient(
      () => database.$queryRaw<{ count: number }[]>`
      WITH settled AS (
        UPDATE device_commands
        SET status = ${settled}::"DeviceCommandStatus", "acknowledgedAt" = ${at}, "failureReason" = ${failureReason},
            "updatedAt" = ${at}
        WHERE id = ${payload.commandId} AND "deviceId" = ${device.id} AND status IN ('pending', 'sent')
          AND "expiresAt" > ${at}
        RETURNING id),
      seen AS (UPDATE devices SET "lastSeenAt" = ${at}, "updatedAt" = ${at} WHERE id = ${device.id})
      SELECT count(*)::int AS count FROM settled`,
    );
    if (count === 0)
      logAtMostEvery(10_000, `device.ack_ignored:${device.id}`, "warn", "device.ack_ignored", {
        deviceId: device.id,
        commandId: payload.commandId,
      });
  },
);
