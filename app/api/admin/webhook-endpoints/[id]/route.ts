import { adminRoute } from "@/lib/framework/admin-route";
import {
  deleteWebhookEndpointOperation,
  getWebhookEndpointOperation,
  updateWebhookEndpointOperation,
} from "@/lib/events-out/webhook-endpoint-operations";
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  updateWebhookEndpoint,
} from "@/lib/events-out/manage-webhook-endpoints";
import { serializeWebhookEndpoint } from "@/lib/events-out/serialize-webhook";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getWebhookEndpointOperation, async ({ principal, params }) =>
  envelope("webhookEndpoint", serializeWebhookEndpoint(await findWebhookEndpoint(principal, params.id))),
);

export const PATCH = adminRoute(updateWebhookEndpointOperation, async ({ principal, params, body }) =>
  envelope("webhookEndpoint", await updateWebhookEndpoint(principal, params.id, body)),
);

export const DELETE = adminRoute(deleteWebhookEndpointOperation, async ({ principal, params }) => {
  await deleteWebhookEndpoint(principal, params.id);
  return deletionResponse("deleted");
});

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
