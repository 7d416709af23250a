import { z } from "zod";
import { id } from "../framework/common-schemas";

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

export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
