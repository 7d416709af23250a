import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioLegStatusIntake } from "@/lib/voice/twilio/record-twilio-leg";

export const POST = webhookRoute(twilioLegStatusIntake);
