import { Webhook, WebhookVerificationError } from "svix";
import { z } from "zod";
import { ApiError } from "../http/error-codes";
import { invalidSignature } from "../webhooks/invalid-signature";
import type { VerifiedEvent } from "../webhooks/webhook-event";
import { config } from "../config/read-config";

export const clerkEvent = z.object({
  type: z.string().min(1).max(100),
  data: z.looseObject({}),
  timestamp: z.number().optional(),
});
export type ClerkEvent = z.infer<typeof clerkEvent>;

// Svix headers over the raw body with CLERK_WEBHOOK_SIGNING_SECRET; svix refuses timestamps five minutes off. svix-id is the event id.
export function verifyClerkWebhook(raw: Buffer, request: Request): VerifiedEvent<ClerkEvent> {
  const secret = config().CLERK_WEBHOOK_SIGNING_SECRET;
  const headers = {
    "svix-id": request.headers.get("svix-id") ?? "",
    "svix-timestamp": request.headers.get("svix-timestamp") ?? "",
    "svix-signature": request.headers.get("svix-signature") ?? "",
  };
  if (!secret || !headers["svix-id"] || !headers["svix-timestamp"] || !headers["svix-signature"])
    throw invalidSignature();
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(raw, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw invalidSignature();
    throw new ApiError("VALIDATION_ERROR", "The webhook body is not valid JSON");
  }
  const event = clerkEvent.parse(payload);
  return { id: headers["svix-id"], type: event.type, event };
}
