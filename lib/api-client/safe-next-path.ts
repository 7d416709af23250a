import { sameOriginPath } from "../http/same-origin-path";

// A path alone is checked against a placeholder origin; a console passes its own to keep full same-origin URLs.
const SITE = "https://gatehouse.invalid";

// The one post-sign-in redirect check of both consoles. The dashboard follows any path on this site; the portal
// follows only portal paths, never the sign-in page again (`/portal/..//evil` resolves before it is checked).
export function safeNextPath(
  value: string | null | undefined,
  home: "/admin" | "/portal",
  origin: string = SITE,
): string {
  const path = sameOriginPath(value, origin, home);
  if (home === "/admin") return path;
  return /^\/portal(\/|\?|#|$)/.test(path) && !path.startsWith("/portal/sign-in") ? path : "/portal";
}
