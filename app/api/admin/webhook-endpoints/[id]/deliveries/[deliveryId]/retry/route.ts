import { adminRoute } from "@/lib/framework/admin-route";
import { retryWebhookDeliveryOperation } from "@/lib/events-out/webhook-endpoint-operations";
import { retryWebhookDelivery } from "@/lib/events-out/manage-webhook-deliveries";
import { envelope } from "@/lib/http/respond";

export const POST = adminRoute(retryWebhookDeliveryOperation, async ({ principal, params }) =>
  envelope("delivery", await retryWebhookDelivery(principal, params.id, params.deliveryId)),
);
