import { adminRoute } from "@/lib/framework/admin-route";
import { rotateWebhookSecretOperation } from "@/lib/events-out/webhook-endpoint-operations";
import { rotateWebhookSecret } from "@/lib/events-out/manage-webhook-endpoints";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(rotateWebhookSecretOperation, async ({ principal, params }) =>
  envelope("webhookEndpoint", await rotateWebhookSecret(principal, params.id)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
