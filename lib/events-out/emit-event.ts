import { randomBytes } from "node:crypto";
import type { Prisma } from "../db/generated/client";
import { EVENT_CATALOG, type EventData, type EventType } from "./event-schemas";
import { scheduleDelivery } from "./schedule-delivery";

export const newEventId = () => `evt_${randomBytes(16).toString("base64url")}`;

// Writes the event to the outbox and one delivery per subscribed endpoint of the tenant, in the
// caller's transaction: the event exists exactly when the change it reports does.
export async function emitEvent<T extends EventType>(
  tx: Prisma.TransactionClient,
  tenantId: string,
  type: T,
  data: EventData<T>,
  options: { endpointId?: string; occurredAt?: Date } = {},
): Promise<string> {
  const payload = EVENT_CATALOG[type].data.parse(data);
  const occurredAt = options.occurredAt ?? new Date();
  const event = await tx.outboundEvent.create({
    data: { id: newEventId(), tenantId, type, data: payload as Prisma.InputJsonValue, occurredAt },
  });
  const endpoints = await tx.webhookEndpoint.findMany({
    where: options.endpointId
      ? { id: options.endpointId, tenantId }
      : { tenantId, enabled: true, OR: [{ eventTypes: { isEmpty: true } }, { eventTypes: { has: type } }] },
    select: { id: true },
  });
  for (const endpoint of endpoints) {
    const delivery = await tx.webhookDelivery.create({
      data: { endpointId: endpoint.id, eventId: event.id },
      select: { id: true },
    });
    await scheduleDelivery(tx, delivery.id, occurredAt);
  }
  return event.id;
}
