import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, "base64url")
  .max(200);

// The JSON of a browser's PushSubscription (PushSubscription.toJSON()).
export const pushSubscriptionBody = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url, auth: base64url }).strict(),
  })
  .strict();

export const removePushSubscriptionBody = z.object({ endpoint: z.string().min(1).max(2000) }).strict();
export const callParams = z.object({ callId: id });

export const pushSubscriptionSchema = z
  .object({ id, endpoint: z.string(), createdAt: timestamp })
  .meta({ id: "PushSubscription" });
export const webPushSchema = z
  .object({ publicKey: z.string().nullable().describe("the VAPID public key; null when web push is not configured") })
  .meta({ id: "WebPush" });

export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
