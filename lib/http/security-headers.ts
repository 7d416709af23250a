import { clerkConfigured } from "../config/clerk-settings";
import { config } from "../config/read-config";

// Browser hardening for every page and API answer. Scripts run only with the request's nonce (Next.js puts it on its
// own scripts) or when loaded by such a script; nothing may frame a page.
const CLERK_ORIGINS = "https://*.clerk.accounts.dev https://*.clerk.com https://clerk.com";

export function contentSecurityPolicy(
  nonce: string,
  { development, clerk }: { development: boolean; clerk: boolean },
): string {
  const external = clerk ? ` ${CLERK_ORIGINS}` : "";
  return [
    "default-src 'self'",
    // React's development build evaluates source maps and refresh code.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Charts size bars with style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${clerk ? " https://img.clerk.com" : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${external}${development ? " ws:" : ""}`,
    `frame-src 'self'${external}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, { csp, https }: { csp: string; https: boolean }): void {
  headers.set("content-security-policy", csp);
  headers.set("x-frame-options", "DENY");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("cross-origin-opener-policy", "same-origin");
  if (https) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
}

export const newNonce = () => btoa(crypto.randomUUID());

// This process's policy with a fresh nonce: the one every answer carries, whoever stamps it.
export const currentContentSecurityPolicy = () =>
  contentSecurityPolicy(newNonce(), { development: config().NODE_ENV === "development", clerk: clerkConfigured() });

// proxy.ts's answers and every route handler's (handleRequest), those proxy.ts skips included; HSTS only when reached
// over HTTPS. `url` is the request's, when the caller has parsed it already.
export function hardenAnswer(
  request: Request,
  headers: Headers,
  { csp = currentContentSecurityPolicy(), url = new URL(request.url) }: { csp?: string; url?: URL } = {},
): void {
  const https = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  applySecurityHeaders(headers, { csp, https });
}
