import { randomBytes } from "node:crypto";
import { Prisma } from "../db/generated/client";
import { utcTimestamp } from "../db/utc-timestamp";
import { EVENT_CATALOG, type EventData, type EventType } from "./event-schemas";
import { scheduleDelivery } from "./schedule-delivery";

export const newEventId = () => `evt_${randomBytes(16).toString("base64url")}`;

// One catalogued event as SQL for a larger statement: `insert` writes it to the outbox, `endpoints` selects the ids
// of the tenant's endpoints that hear of it. `deliverEvent` then gives each of them a delivery.
export function outboundEventSql<T extends EventType>(
  tenantId: string,
  type: T,
  data: EventData<T>,
  options: { endpointId?: string; occurredAt?: Date } = {},
) {
  const payload = EVENT_CATALOG[type].data.parse(data);
  const occurredAt = options.occurredAt ?? new Date();
  const eventId = newEventId();
  const subscribed = options.endpointId
    ? Prisma.sql`id = ${options.endpointId}`
    : Prisma.sql`enabled AND (coalesce(cardinality("eventTypes"), 0) = 0 OR ${type} = ANY("eventTypes"))`;
  return {
    eventId,
    occurredAt,
    insert: Prisma.sql`INSERT INTO outbound_events (id, "tenantId", type, data, "occurredAt")
      VALUES (${eventId}, ${tenantId}, ${type}, ${JSON.stringify(payload)}::jsonb, ${utcTimestamp(occurredAt)})`,
    endpoints: Prisma.sql`SELECT id FROM webhook_endpoints WHERE "tenantId" = ${tenantId} AND ${subscribed}`,
  };
}

// One delivery per endpoint, each with its first attempt queued, in the caller's transaction.
export async function deliverEvent(
  tx: Prisma.TransactionClient,
  endpointIds: string[],
  event: { eventId: string; occurredAt: Date },
): Promise<void> {
  for (const endpointId of endpointIds) {
    const delivery = await tx.webhookDelivery.create({
      data: { endpointId, eventId: event.eventId },
      select: { id: true },
    });
    await scheduleDelivery(tx, delivery.id, event.occurredAt);
  }
}

// Writes the event to the outbox and one delivery per subscribed endpoint of the tenant, in the
// caller's transaction: the event exists exactly when the change it reports does.
export async function emitEvent<T extends EventType>(
  tx: Prisma.TransactionClient,
  tenantId: string,
  type: T,
  data: EventData<T>,
  options: { endpointId?: string; occurredAt?: Date } = {},
): Promise<string> {
  const event = outboundEventSql(tenantId, type, data, options);
  // The event and the endpoints that hear of it in one round trip: carrier webhooks emit inside their transaction.
  const endpoints = await tx.$queryRaw<{ id: string }[]>`WITH event AS (${event.insert}) ${event.endpoints}`;
  await deliverEvent(
    tx,
    endpoints.map((endpoint) => endpoint.id),
    event,
  );
  return event.eventId;
}
