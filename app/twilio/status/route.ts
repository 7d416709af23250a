import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioStatusIntake } from "@/lib/voice/twilio/record-twilio-status";

export const POST = webhookRoute(twilioStatusIntake);
