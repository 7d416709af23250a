import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioDialStatusIntake } from "@/lib/voice/twilio/answer-twilio-dial-status";

export const POST = webhookRoute(twilioDialStatusIntake);
