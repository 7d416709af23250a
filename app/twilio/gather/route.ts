import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { twilioGatherIntake } from "@/lib/voice/twilio/answer-twilio-gather";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(twilioGatherIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
