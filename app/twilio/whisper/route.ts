import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioWhisperIntake } from "@/lib/voice/twilio/answer-twilio-whisper";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioWhisperIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
