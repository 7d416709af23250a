import { config } from "../config/read-config";
import { ApiError } from "./error-codes";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Neither is a type a cross-site form may send without a CORS preflight.
const BODY_TYPE = /^(application\/([a-z0-9.+-]+\+)?json|text\/csv)\s*(;|$)/i;

function siteOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) for (const scheme of ["http", "https"]) origins.add(`${scheme}://${host.split(",")[0].trim()}`);
  const publicUrl = config().NEXTAUTH_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

// A browser sends cookies with cross-site requests, so a cookie-authenticated mutation must come from
// this site's own pages (Origin or Sec-Fetch-Site), and carry no body, a JSON one or a CSV upload.
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const sameSite = fetchSite === "same-origin" || (origin !== null && siteOrigins(request).has(origin.toLowerCase()));
  if (!sameSite || (fetchSite !== null && fetchSite !== "same-origin")) {
    throw new ApiError("FORBIDDEN", "A signed-in request that changes data must come from this site's own pages");
  }
  const type = request.headers.get("content-type");
  if (type && !BODY_TYPE.test(type))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send no body, an application/json one, or text/csv to a CSV import");
}
