import { adminRoute } from "@/lib/framework/admin-route";
import { listWebhookDeliveriesOperation } from "@/lib/events-out/webhook-endpoint-operations";
import { listWebhookDeliveries } from "@/lib/events-out/manage-webhook-deliveries";
import { listResponse } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listWebhookDeliveriesOperation, async ({ principal, params, query }) => {
  const { deliveries, total, nextCursor } = await listWebhookDeliveries(principal, params.id, query);
  return listResponse("deliveries", deliveries, { total, limit: query.limit, offset: query.offset, nextCursor });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
