import { randomBytes } from "node:crypto";

// A Standard Webhooks secret: `whsec_` and 32 random bytes in base64.
// How long a rotated-out secret keeps signing beside the new one: a day to change the receiver's setting.
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
