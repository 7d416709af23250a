import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioWhisperIntake } from "@/lib/voice/twilio/answer-twilio-whisper";

export const POST = webhookRoute(twilioWhisperIntake);
