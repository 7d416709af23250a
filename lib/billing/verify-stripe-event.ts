import Stripe from "stripe";
import { ApiError } from "../http/error-codes";
import { invalidSignature } from "../webhooks/invalid-signature";
import type { VerifiedEvent } from "../webhooks/webhook-event";
import { config } from "../config/read-config";

const TOLERANCE_SECONDS = 300;

// Stripe's SDK only refuses old timestamps; one dated ahead is refused here, so the tolerance holds both ways. Stripe
// sends one t=; with several, the SDK would check one and this another, so a header with more is refused.
function refuseFutureTimestamp(header: string, now = Date.now()): void {
  const timestamps = header.split(",").filter((part) => part.trim().startsWith("t="));
  const timestamp = timestamps.length === 1 ? Number(/^\s*t=(\d{1,12})\s*$/.exec(timestamps[0])?.[1]) : NaN;
  if (!Number.isFinite(timestamp) || timestamp - now / 1000 > TOLERANCE_SECONDS)
    throw invalidSignature("The webhook timestamp is too far from now");
}

// Stripe-Signature over the raw body with STRIPE_WEBHOOK_SECRET, within five minutes either side of now.
export function verifyStripeEvent(raw: Buffer, request: Request): VerifiedEvent<Stripe.Event> {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  const header = request.headers.get("stripe-signature");
  if (!secret || !header) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret, TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
    throw new ApiError("VALIDATION_ERROR", "The webhook body is not a Stripe event");
  }
  refuseFutureTimestamp(header);
  if (typeof event?.id !== "string" || typeof event.type !== "string")
    throw new ApiError("VALIDATION_ERROR", "The webhook body is not a Stripe event");
  return { id: event.id, type: event.type, event };
}
