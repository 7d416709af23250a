import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioVoiceIntake } from "@/lib/voice/twilio/answer-twilio-voice";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioVoiceIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
