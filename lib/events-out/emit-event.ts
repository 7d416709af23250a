import { randomBytes } from "node:crypto";
import { Prisma } from "../db/generated/client";
import { utcTimestamp } from "../db/utc-timestamp";
import { EVENT_CATALOG, type EventData, type EventType } from "./event-schemas";
import { newRowId } from "../db/new-row-id";
import { NO_WRITES, writeStatement, type Writes } from "../db/write-statement";
import { deliveryAttemptJobSql } from "./schedule-delivery";

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
  return {
    eventId,
    occurredAt,
    insert: Prisma.sql`INSERT INTO outbound_events (id, "tenantId", type, data, "occurredAt")
      VALUES (${eventId}, ${tenantId}, ${type}, ${JSON.stringify(payload)}::jsonb, ${utcTimestamp(occurredAt)})`,
    endpoints: options.endpointId
      ? Prisma.sql`SELECT id FROM webhook_endpoints WHERE "tenantId" = ${tenantId} AND id = ${options.endpointId}`
      : subscribersSql(Prisma.sql`${tenantId}`, type),
  };
}

// The ids of a tenant's endpoints that hear of an event type; `tenantId` may be a column of the caller's query.
export function subscribersSql(tenantId: Prisma.Sql, type: EventType): Prisma.Sql {
  return Prisma.sql`SELECT id FROM webhook_endpoints WHERE "tenantId" = ${tenantId}
    AND enabled AND (coalesce(cardinality("eventTypes"), 0) = 0 OR ${type} = ANY("eventTypes"))`;
}

// One delivery per endpoint, each with its first attempt queued, as writes for a statement.
export function deliveriesWrites(endpointIds: string[], event: { eventId: string; occurredAt: Date }): Writes {
  if (!endpointIds.length) return NO_WRITES;
  const ids = endpointIds.map(() => newRowId());
  const [at, now] = [utcTimestamp(event.occurredAt), utcTimestamp(new Date())];
  const rows = ids.map((id, i) => Prisma.sql`(${id}, ${endpointIds[i]}, ${event.eventId}, ${at}, ${now}, ${now})`);
  return {
    ctes: [
      Prisma.sql`deliveries AS (INSERT INTO webhook_deliveries (id, "endpointId", "eventId", "nextAttemptAt", "createdAt", "updatedAt")
        VALUES ${Prisma.join(rows, ", ")})`,
    ],
    calls: ids.map((id, i) =>
      deliveryAttemptJobSql({
        deliveryId: id,
        endpointId: endpointIds[i],
        attempt: 1,
        dueAt: event.occurredAt,
        lane: "fast",
      }),
    ),
  };
}

// The deliveries of an event already written, in the caller's transaction and one round trip.
export async function deliverEvent(
  tx: Prisma.TransactionClient,
  endpointIds: string[],
  event: { eventId: string; occurredAt: Date },
): Promise<void> {
  if (endpointIds.length) await tx.$queryRaw(writeStatement(deliveriesWrites(endpointIds, event)));
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
