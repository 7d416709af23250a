import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ApiError, notFound } from "../http/error-codes";
import { readKeysetPage } from "../http/read-keyset-page";
import { emitEvent } from "./emit-event";
import { findWebhookEndpoint } from "./manage-webhook-endpoints";
import { scheduleDelivery } from "./schedule-delivery";
import { serializeWebhookDelivery } from "./serialize-webhook";
import type { ListWebhookDeliveriesQuery } from "./webhook-endpoint-schemas";

const withLog = { event: true, attempts: true } satisfies Prisma.WebhookDeliveryInclude;

export async function listWebhookDeliveries(
  principal: AdminPrincipal,
  endpointId: string,
  query: ListWebhookDeliveriesQuery,
) {
  const endpoint = await findWebhookEndpoint(principal, endpointId);
  const where: Prisma.WebhookDeliveryWhereInput = {
    endpointId: endpoint.id,
    ...(query.status ? { status: query.status } : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().webhookDelivery.findMany({
        where: { AND: [where, after] },
        include: withLog,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    () => db().webhookDelivery.count({ where }),
  );
  return { deliveries: items.map(serializeWebhookDelivery), total, nextCursor };
}

// Sends the delivery again as soon as possible, with the same webhook-id; its log keeps every attempt.
export async function retryWebhookDelivery(principal: AdminPrincipal, endpointId: string, deliveryId: string) {
  const endpoint = await findWebhookEndpoint(principal, endpointId);
  if (!endpoint.enabled)
    throw new ApiError("CONFLICT", "The endpoint is disabled; enable it before retrying its deliveries");
  return db().$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, endpointId: endpoint.id },
      select: { id: true },
    });
    if (!delivery) throw notFound("Webhook delivery");
    await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "pending" } });
    await scheduleDelivery(tx, delivery.id, new Date());
    return serializeWebhookDelivery(
      await tx.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: withLog }),
    );
  });
}

// A `webhook.test` event for this endpoint alone, so a customer can check their receiver and its signature check.
export async function sendTestEvent(principal: AdminPrincipal, endpointId: string) {
  const endpoint = await findWebhookEndpoint(principal, endpointId);
  return db().$transaction(async (tx) => {
    const eventId = await emitEvent(
      tx,
      endpoint.tenantId,
      "webhook.test",
      { webhookEndpointId: endpoint.id, message: "A test event from Gatehouse" },
      { endpointId: endpoint.id },
    );
    return serializeWebhookDelivery(
      await tx.webhookDelivery.findUniqueOrThrow({
        where: { endpointId_eventId: { endpointId: endpoint.id, eventId } },
        include: withLog,
      }),
    );
  });
}
