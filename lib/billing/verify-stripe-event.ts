import Stripe from "stripe";
import { ApiError } from "../http/error-codes";
import { invalidSignature } from "../webhooks/invalid-signature";
import type { VerifiedEvent } from "../webhooks/webhook-event";
import { config } from "../config/read-config";

// Stripe-Signature over the raw body with STRIPE_WEBHOOK_SECRET (Stripe's five-minute tolerance refuses late replays).
export function verifyStripeEvent(raw: Buffer, request: Request): VerifiedEvent<Stripe.Event> {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  const header = request.headers.get("stripe-signature");
  if (!secret || !header) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
    throw new ApiError("VALIDATION_ERROR", "The webhook body is not a Stripe event");
  }
  if (typeof event?.id !== "string" || typeof event.type !== "string") throw new ApiError("VALIDATION_ERROR", "The webhook body is not a Stripe event");
  return { id: event.id, type: event.type, event };
}
