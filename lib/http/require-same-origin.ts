import { ApiError } from "./error-codes";
import { isSiteOrigin } from "./site-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Neither is a type a cross-site form may send without a CORS preflight.
const BODY_TYPE = /^(application\/([a-z0-9.+-]+\+)?json|text\/csv)\s*(;|$)/i;

// A browser sends cookies with cross-site requests, so a cookie-authenticated mutation must come from
// this site's own pages (Origin or Sec-Fetch-Site), and carry no body, a JSON one or a CSV upload.
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const sameSite = fetchSite === "same-origin" || isSiteOrigin(request, origin);
  if (!sameSite || (fetchSite !== null && fetchSite !== "same-origin")) {
    throw new ApiError("FORBIDDEN", "A signed-in request that changes data must come from this site's own pages");
  }
  const type = request.headers.get("content-type");
  if (type && !BODY_TYPE.test(type))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send no body, an application/json one, or text/csv to a CSV import");
}
