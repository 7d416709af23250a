import { sameOriginPath } from "../http/same-origin-path";

// Only a path is kept, so it is resolved against a placeholder origin.
const SITE = "https://gatehouse.invalid";

// Only portal paths on this site are followed after sign-in, never another site nor the sign-in page again;
// `/portal/..//evil` resolves before it is checked.
export function safeNextPath(value: string | null | undefined): string {
  const path = sameOriginPath(value, SITE, "/portal");
  return /^\/portal(\/|\?|#|$)/.test(path) && !path.startsWith("/portal/sign-in") ? path : "/portal";
}

export const signInPath = (next: string) => `/portal/sign-in?next=${encodeURIComponent(next)}`;
