import { adminRoute } from "@/lib/framework/admin-route";
import { testWebhookEndpointOperation } from "@/lib/events-out/webhook-endpoint-operations";
import { sendTestEvent } from "@/lib/events-out/manage-webhook-deliveries";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(testWebhookEndpointOperation, async ({ principal, params }) =>
  envelope("delivery", await sendTestEvent(principal, params.id), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
