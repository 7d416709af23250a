import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { stripeIntake } from "@/lib/billing/stripe-intake";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = webhookRoute(stripeIntake);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
