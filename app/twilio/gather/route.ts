import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioGatherIntake } from "@/lib/voice/twilio/answer-twilio-gather";

export const POST = webhookRoute(twilioGatherIntake);
