import { adminRoute } from "@/lib/framework/admin-route";
import { retryWebhookDeliveryOperation } from "@/lib/events-out/webhook-endpoint-operations";
import { retryWebhookDelivery } from "@/lib/events-out/manage-webhook-deliveries";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(retryWebhookDeliveryOperation, async ({ principal, params }) =>
  envelope("delivery", await retryWebhookDelivery(principal, params.id, params.deliveryId)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
