import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { telnyxIntake } from "@/lib/voice/telnyx/telnyx-intake";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(telnyxIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
