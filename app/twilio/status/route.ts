import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioStatusIntake } from "@/lib/voice/twilio/record-twilio-status";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioStatusIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
