import { z } from "zod";
import { retryTransient } from "../db/retry-transient";
import { notifyDoorAlert } from "../notifications/notify-access";
import { deviceMessage } from "./device-message";

const REASONS = {
  "door.forced": "door forced open",
  "door.held_open": "door held open",
  "door.tamper": "device tampered with",
} as const;
// Alarms the residents of the property hear about (notification kind door_alert, switch accessEvents).
const DOOR_ALERTS = { "door.forced": "forced", "door.held_open": "held_open" } as const;
const eventPayload = z.object({
  type: z.enum(Object.keys(REASONS) as [keyof typeof REASONS]),
  at: z.iso.datetime().optional(),
});

// What a door reports on its own becomes an access event (method device, result alarm) with its reason; a door
// forced or held open at an entrance also queues a notification to the property's residents, in the same transaction.
export const handleEvent = deviceMessage(
  { kind: "events", schema: eventPayload },
  async ({ database, device, payload, receivedAt }) => {
    const at = payload.at ? new Date(payload.at) : receivedAt;
    // A device clock far off is not trusted for the record: an event held up to a day (the door was offline), or
    // reported up to 5 minutes ahead (clock skew), keeps its time; anything else is dated when it arrived.
    const ahead = at.getTime() - receivedAt.getTime();
    const occurredAt = ahead < -24 * 3600_000 || ahead > 5 * 60_000 ? receivedAt : at;
    // Tried again on a transient failure (the transaction rolled back): the door will not send its alarm twice.
    await retryTransient(() =>
      database.$transaction(async (tx) => {
        await tx.accessEvent.create({
          data: {
            tenantId: device.tenantId,
            propertyId: device.propertyId,
            deviceId: device.id,
            method: "device",
            result: "alarm",
            reason: REASONS[payload.type],
            occurredAt,
          },
        });
        const alert = payload.type in DOOR_ALERTS ? DOOR_ALERTS[payload.type as keyof typeof DOOR_ALERTS] : null;
        if (alert) await notifyDoorAlert(tx, device.id, alert);
      }),
    );
  },
);
