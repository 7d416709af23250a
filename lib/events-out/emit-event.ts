import { randomBytes } from "node:crypto";
import { Prisma } from "../db/generated/client";
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
  const eventId = newEventId();
  const subscribed = options.endpointId
    ? Prisma.sql`id = ${options.endpointId}`
    : Prisma.sql`enabled AND (coalesce(cardinality("eventTypes"), 0) = 0 OR ${type} = ANY("eventTypes"))`;
  // The event and the endpoints that hear of it in one round trip: carrier webhooks emit inside their transaction.
  const endpoints = await tx.$queryRaw<{ id: string }[]>`
    WITH event AS (
      INSERT INTO outbound_events (id, "tenantId", type, data, "occurredAt")
      VALUES (${eventId}, ${tenantId}, ${type}, ${JSON.stringify(payload)}::jsonb,
              ${occurredAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    )
    SELECT id FROM webhook_endpoints WHERE "tenantId" = ${tenantId} AND ${subscribed}`;
  for (const endpoint of endpoints) {
    const delivery = await tx.webhookDelivery.create({
      data: { endpointId: endpoint.id, eventId },
      select: { id: true },
    });
    await scheduleDelivery(tx, delivery.id, occurredAt);
  }
  return eventId;
}
