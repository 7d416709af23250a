import { generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";

export type WebhookSecrets = {
  twilioAuthToken: string;
  publicBaseUrl: string;
  stripeSecret: string;
  clerkSecret: string;
  telnyxPrivateKey: KeyObject;
  telnyxPublicKey: string;
};

// Fresh test secrets for one server; the Telnyx public key is the raw 32 bytes, base64, as Telnyx shows it.
export function createWebhookSecrets(): WebhookSecrets {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  return {
    twilioAuthToken: randomBytes(16).toString("hex"),
    publicBaseUrl: "https://intercom.gatehouse.test",
    stripeSecret: `whsec_${randomBytes(24).toString("hex")}`,
    clerkSecret: `whsec_${randomBytes(24).toString("base64")}`,
    telnyxPrivateKey: privateKey,
    telnyxPublicKey: raw.toString("base64"),
  };
}

export const webhookEnv = (secrets: WebhookSecrets, telnyxApiBase: string): Record<string, string> => ({
  TWILIO_AUTH_TOKEN: secrets.twilioAuthToken,
  PUBLIC_BASE_URL: secrets.publicBaseUrl,
  STRIPE_WEBHOOK_SECRET: secrets.stripeSecret,
  CLERK_WEBHOOK_SIGNING_SECRET: secrets.clerkSecret,
  TELNYX_PUBLIC_KEY: secrets.telnyxPublicKey,
  TELNYX_API_KEY: "KEY_test_telnyx",
  TELNYX_API_BASE: telnyxApiBase,
  TELNYX_RETRY_DELAY_MS: "20",
});
