import twilio from "twilio";
import { invalidSignature } from "../../webhooks/invalid-signature";
import { config } from "../../config/read-config";

export type TwilioRequest = { path: string; query: Record<string, string>; form: Record<string, string> };

// The address Twilio signed: the public base behind a proxy, else the address as the request reached us (its Host header;
// Next's own request.url names the server's bind host, not the one the caller used).
export function signedUrl(request: Request): string {
  const url = new URL(request.url);
  const base = config().PUBLIC_BASE_URL?.replace(/\/+$/, "");
  if (base) return `${base}${url.pathname}${url.search}`;
  const host = request.headers.get("host") ?? url.host;
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  return `${protocol}://${host}${url.pathname}${url.search}`;
}

// Twilio's validator parses the URL: a Host or X-Forwarded-Proto that makes none cannot be what Twilio signed.
function validSignature(token: string, signature: string, url: string, form: Record<string, string>): boolean {
  try {
    return twilio.validateRequest(token, signature, url, form);
  } catch {
    return false;
  }
}

// X-Twilio-Signature over the URL and the form parameters, checked with TWILIO_AUTH_TOKEN by Twilio's own validator.
export function verifyTwilioRequest(raw: Buffer, request: Request): TwilioRequest {
  const token = config().TWILIO_AUTH_TOKEN;
  const signature = request.headers.get("x-twilio-signature");
  if (!token || !signature) throw invalidSignature();
  const form = Object.fromEntries(new URLSearchParams(raw.toString("utf8")));
  if (!validSignature(token, signature, signedUrl(request), form)) throw invalidSignature();
  const url = new URL(request.url);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), form };
}
