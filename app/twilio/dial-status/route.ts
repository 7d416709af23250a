import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioDialStatusIntake } from "@/lib/voice/twilio/answer-twilio-dial-status";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioDialStatusIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
