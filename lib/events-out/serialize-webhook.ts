import type { OutboundEvent, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "../db/generated/client";
import type { EventType } from "./event-schemas";
import type { WebhookDeliveryView, WebhookEndpointView } from "./webhook-endpoint-schemas";

export function serializeWebhookEndpoint(endpoint: WebhookEndpoint): WebhookEndpointView {
  return {
    id: endpoint.id,
    tenantId: endpoint.tenantId,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes as EventType[],
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
        ? endpoint.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

type DeliveryRow = WebhookDelivery & { event: OutboundEvent; attempts: WebhookAttempt[] };

export function serializeWebhookDelivery(delivery: DeliveryRow): WebhookDeliveryView {
  const attempts = [...delivery.attempts].sort((a, b) => a.attempt - b.attempt);
  const last = attempts.at(-1);
  return {
    id: delivery.id,
    webhookEndpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.event.type,
    status: delivery.status,
    attempt: delivery.attemptCount,
    statusCode: delivery.lastStatusCode,
    durationMs: last?.durationMs ?? null,
    nextRetryAt: delivery.status === "pending" ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    payload: {
      type: delivery.event.type,
      timestamp: delivery.event.occurredAt.toISOString(),
      data: delivery.event.data,
    },
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      responseBody: attempt.responseBody,
      attemptedAt: attempt.attemptedAt.toISOString(),
    })),
    createdAt: delivery.createdAt.toISOString(),
  };
}
