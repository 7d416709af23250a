import { sameOriginPath } from "../http/same-origin-path";

// Any origin serves to resolve a path; only its own origin survives sameOriginPath.
const BASE = "http://gatehouse.invalid";

// Only portal paths are followed after sign-in, never another site; `/portal/..//evil` resolves first.
export function safeNextPath(value: string | null | undefined): string {
  const path = sameOriginPath(value, BASE, "/portal");
  if (!/^\/portal(\/|\?|#|$)/.test(path) || path.startsWith("/portal/sign-in")) return "/portal";
  return path;
}

export const signInPath = (next: string) => `/portal/sign-in?next=${encodeURIComponent(next)}`;
