import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioVoiceIntake } from "@/lib/voice/twilio/answer-twilio-voice";

export const POST = webhookRoute(twilioVoiceIntake);
