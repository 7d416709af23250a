import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { telnyxIntake } from "@/lib/voice/telnyx/telnyx-intake";

export const POST = webhookRoute(telnyxIntake);
