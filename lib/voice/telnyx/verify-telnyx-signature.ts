import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { invalidSignature } from "../../webhooks/invalid-signature";
import { config } from "../../config/read-config";

export const TELNYX_TOLERANCE_SECONDS = 300;

let cached: { base64: string; key: KeyObject } | undefined;

// TELNYX_PUBLIC_KEY is the raw 32-byte Ed25519 key in base64, as the Telnyx portal shows it.
function publicKey(base64: string): KeyObject {
  if (cached?.base64 !== base64) {
    const raw = Buffer.from(base64, "base64");
    if (raw.length !== 32) throw invalidSignature("TELNYX_PUBLIC_KEY is not a 32-byte Ed25519 key");
    cached = {
      base64,
      key: createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: raw.toString("base64url") }, format: "jwk" }),
    };
  }
  return cached.key;
}

// Ed25519 over `${telnyx-timestamp}|${raw body}`; a timestamp more than five minutes off is a replay and refused.
export function verifyTelnyxSignature(raw: Buffer, headers: Headers, now = Date.now()): void {
  const configured = config().TELNYX_PUBLIC_KEY;
  const signature = headers.get("telnyx-signature-ed25519");
  const timestamp = headers.get("telnyx-timestamp");
  if (!configured || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) throw invalidSignature();
  if (Math.abs(now / 1000 - Number(timestamp)) > TELNYX_TOLERANCE_SECONDS)
    throw invalidSignature("The webhook timestamp is too far from now");
  const signed = Buffer.concat([Buffer.from(`${timestamp}|`), raw]);
  if (!verify(null, signed, publicKey(configured), Buffer.from(signature, "base64"))) throw invalidSignature();
}
