import { adminRoute } from "@/lib/framework/admin-route";
import {
  createWebhookEndpointOperation,
  listWebhookEndpointsOperation,
} from "@/lib/events-out/webhook-endpoint-operations";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/events-out/manage-webhook-endpoints";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listWebhookEndpointsOperation, async ({ principal, query }) => {
  const { webhookEndpoints, total, nextCursor } = await listWebhookEndpoints(principal, query);
  return envelope("webhookEndpoints", webhookEndpoints, {
    meta: { total, limit: query.limit, offset: query.offset, nextCursor },
  });
});

export const POST = adminRoute(createWebhookEndpointOperation, async ({ principal, body }) =>
  envelope("webhookEndpoint", await createWebhookEndpoint(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
