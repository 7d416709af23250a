import { z } from "zod";
import { log } from "../http/log";
import { deviceMessage } from "./device-message";

const ackPayload = z.object({
  commandId: z.string().min(1).max(64),
  result: z.enum(["done", "failed"]),
  reason: z.string().max(200).optional(),
});

// A door's answer settles its own, still open, unexpired command once; repeats, late and foreign acks change nothing.
export const handleAck = deviceMessage(
  { kind: "acks", schema: ackPayload },
  async ({ database, device, payload, receivedAt }) => {
    const settled = await database.deviceCommand.updateMany({
      where: {
        id: payload.commandId,
        deviceId: device.id,
        status: { in: ["pending", "sent"] },
        expiresAt: { gt: receivedAt },
      },
      data:
        payload.result === "done"
          ? { status: "acknowledged", acknowledgedAt: receivedAt }
          : {
              status: "failed",
              acknowledgedAt: receivedAt,
              failureReason: payload.reason ?? "the door reported a failure",
            },
    });
    if (settled.count === 0) log.warn("device.ack_ignored", { deviceId: device.id, commandId: payload.commandId });
    await database.device.update({ where: { id: device.id }, data: { lastSeenAt: receivedAt } });
  },
);
