import { config } from "../config/read-config";
import { cameThroughTrustedProxy } from "./client-address";

// The host the request was sent to: its Host header, or the X-Forwarded-Host a proxy named in TRUSTED_PROXIES set (its
// last entry, the one that proxy wrote). A caller's own X-Forwarded-Host is never believed.
export function requestHost(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-host");
  if (forwarded && cameThroughTrustedProxy(request)) return forwarded.split(",").pop()!.trim() || null;
  return request.headers.get("host");
}

// Whether an Origin header names this site: the host the request was sent to (over HTTP or HTTPS), the server's own
// address, or the public URL (NEXTAUTH_URL).
export function isSiteOrigin(request: Request, origin: string | null): boolean {
  if (!origin) return false;
  const origins = new Set([new URL(request.url).origin]);
  const host = requestHost(request);
  if (host) for (const scheme of ["http", "https"]) origins.add(`${scheme}://${host.toLowerCase()}`);
  const publicUrl = config().NEXTAUTH_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins.has(origin.toLowerCase());
}
