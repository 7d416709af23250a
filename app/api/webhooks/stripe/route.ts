import { webhookRoute } from "@/lib/webhooks/webhook-route";
import { stripeIntake } from "@/lib/billing/stripe-intake";

export const POST = webhookRoute(stripeIntake);
