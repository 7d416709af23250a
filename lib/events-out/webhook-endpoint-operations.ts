import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import {
  createWebhookEndpointBody,
  deliveryParams,
  listWebhookDeliveriesQuery,
  listWebhookEndpointsQuery,
  updateWebhookEndpointBody,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "./webhook-endpoint-schemas";

const resource = "webhooks";

export const listWebhookEndpointsOperation = adminOperation({
  method: "get",
  path: "/api/admin/webhook-endpoints",
  resource,
  summary: "List webhook endpoints",
  scope: "webhooks:read",
  query: listWebhookEndpointsQuery,
  response: { status: 200, shape: "B", key: "webhookEndpoints", item: webhookEndpointSchema, list: true },
  example: () => ({ query: { status: "enabled" } }),
});

export const createWebhookEndpointOperation = adminOperation({
  method: "post",
  path: "/api/admin/webhook-endpoints",
  resource,
  summary: "Create a webhook endpoint",
  description:
    "The signing secret is in `secret` of this answer and never shown again. Deliveries follow Standard Webhooks (see the `webhooks` section).",
  scope: "webhooks:write",
  body: createWebhookEndpointBody,
  response: { status: 201, shape: "B", key: "webhookEndpoint", item: webhookEndpointWithSecretSchema },
  example: (ids) => ({
    body: { url: "https://hooks.example.com/gatehouse", eventTypes: ["door.opened"], tenantId: ids.tenantId },
  }),
});

export const getWebhookEndpointOperation = adminOperation({
  method: "get",
  path: "/api/admin/webhook-endpoints/{id}",
  resource,
  summary: "Get a webhook endpoint",
  scope: "webhooks:read",
  params: idParams,
  response: { status: 200, shape: "B", key: "webhookEndpoint", item: webhookEndpointSchema },
  example: (ids) => ({ params: { id: ids.webhookEndpointId } }),
});

export const updateWebhookEndpointOperation = adminOperation({
  method: "patch",
  path: "/api/admin/webhook-endpoints/{id}",
  resource,
  summary: "Change, enable or disable a webhook endpoint",
  scope: "webhooks:write",
  params: idParams,
  body: updateWebhookEndpointBody,
  response: { status: 200, shape: "B", key: "webhookEndpoint", item: webhookEndpointSchema },
  example: (ids) => ({ params: { id: ids.webhookEndpointId }, body: { description: "Concierge desk" } }),
});

export const deleteWebhookEndpointOperation = adminOperation({
  method: "delete",
  path: "/api/admin/webhook-endpoints/{id}",
  resource,
  summary: "Delete a webhook endpoint",
  description: "Its waiting deliveries are dropped with it (X-Deletion: deleted).",
  scope: "webhooks:write",
  params: idParams,
  response: { status: 204 },
  example: (ids) => ({ params: { id: ids.webhookEndpointId } }),
});

export const rotateWebhookSecretOperation = adminOperation({
  method: "post",
  path: "/api/admin/webhook-endpoints/{id}/rotate-secret",
  resource,
  summary: "Rotate a webhook endpoint's signing secret",
  description:
    "The new secret is in `secret` and signs every delivery from now on. For 24 hours (`previousSecretExpiresAt`) each delivery also carries a signature with the secret it replaced, so a receiver keeps verifying until it has the new one; a second rotation within them ends the first one's overlap.",
  scope: "webhooks:write",
  params: idParams,
  response: { status: 200, shape: "B", key: "webhookEndpoint", item: webhookEndpointWithSecretSchema },
  example: (ids) => ({ params: { id: ids.webhookEndpointId } }),
});

export const testWebhookEndpointOperation = adminOperation({
  method: "post",
  path: "/api/admin/webhook-endpoints/{id}/test",
  resource,
  summary: "Send a test event",
  description:
    "Queues a signed `webhook.test` event to this endpoint only; the answer is its delivery, which the log then follows.",
  scope: "webhooks:write",
  params: idParams,
  response: { status: 201, shape: "B", key: "delivery", item: webhookDeliverySchema },
  example: (ids) => ({ params: { id: ids.webhookEndpointId } }),
});

export const listWebhookDeliveriesOperation = adminOperation({
  method: "get",
  path: "/api/admin/webhook-endpoints/{id}/deliveries",
  resource,
  summary: "An endpoint's delivery log",
  description:
    "Newest first: the event, each attempt's status code, duration and answer, and when the next retry is due.",
  scope: "webhooks:read",
  params: idParams,
  query: listWebhookDeliveriesQuery,
  response: { status: 200, shape: "A", key: "deliveries", item: webhookDeliverySchema },
  example: (ids) => ({ params: { id: ids.webhookEndpointId } }),
});

export const retryWebhookDeliveryOperation = adminOperation({
  method: "post",
  path: "/api/admin/webhook-endpoints/{id}/deliveries/{deliveryId}/retry",
  resource,
  summary: "Send a delivery again now",
  description: "Same event, same webhook-id; a new attempt in the log. A disabled endpoint answers 409.",
  scope: "webhooks:write",
  params: deliveryParams,
  response: { status: 200, shape: "B", key: "delivery", item: webhookDeliverySchema },
  errors: ["CONFLICT"],
  example: (ids) => ({ params: { id: ids.webhookEndpointId, deliveryId: ids.webhookDeliveryId } }),
});

export const webhookEndpointOperations = [
  listWebhookEndpointsOperation,
  createWebhookEndpointOperation,
  getWebhookEndpointOperation,
  updateWebhookEndpointOperation,
  deleteWebhookEndpointOperation,
  rotateWebhookSecretOperation,
  testWebhookEndpointOperation,
  listWebhookDeliveriesOperation,
  retryWebhookDeliveryOperation,
];
