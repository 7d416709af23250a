import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioLegStatusIntake } from "@/lib/voice/twilio/record-twilio-leg";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioLegStatusIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
