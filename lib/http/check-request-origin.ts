import { errorResponse } from "./respond";
import { isSiteOrigin } from "./site-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// A browser sends Origin on every cross-site mutation: a cookie-carrying one from another site is refused, so a session
// cookie never authorizes a request another site made. Requests without cookies (API keys, webhooks) are not concerned.
export function refuseCrossSiteMutation(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method) || !request.headers.get("cookie")) return null;
  const origin = request.headers.get("origin");
  if (!origin || isSiteOrigin(request, origin)) return null;
  return errorResponse("FORBIDDEN", "Cross-site requests with a session cookie are refused");
}
