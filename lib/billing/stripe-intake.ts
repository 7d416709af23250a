import type Stripe from "stripe";
import type { Prisma } from "../db/generated/client";
import { ACKNOWLEDGED } from "../webhooks/webhook-event";
import type { WebhookIntake } from "../webhooks/webhook-route";
import { applyPaymentFailed } from "./apply-payment-failed";
import { applySubscriptionEvent } from "./apply-subscription-event";
import { verifyStripeEvent } from "./verify-stripe-event";

const HANDLERS: Partial<Record<string, (tx: Prisma.TransactionClient, event: Stripe.Event) => Promise<void>>> = {
  "customer.subscription.created": applySubscriptionEvent,
  "customer.subscription.updated": applySubscriptionEvent,
  "customer.subscription.deleted": applySubscriptionEvent,
  "invoice.payment_failed": applyPaymentFailed,
};

// POST /api/webhooks/stripe: subscription state of a tenant; other event kinds are stored and acknowledged.
export const stripeIntake: WebhookIntake<Stripe.Event> = {
  sender: "stripe",
  mediaType: "application/json",
  verify: verifyStripeEvent,
  apply: async (tx, { event }) => {
    await HANDLERS[event.type]?.(tx, event);
    return ACKNOWLEDGED;
  },
};
