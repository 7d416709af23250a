import { NextResponse, type NextRequest } from "next/server";
import { routeAdminEnvironment } from "@/lib/admin-proxy/route-admin-environment";
import { refuseCrossSiteMutation } from "@/lib/http/check-request-origin";
import { refuseMalformedEscape } from "@/lib/http/refuse-malformed-escape";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { currentContentSecurityPolicy, hardenAnswer } from "@/lib/http/security-headers";

// A malformed %-escape answers 400 first, then a cookie-carrying mutation from another site 403. Every response carries
// X-Request-Id (the id the route handler logs with) and the security headers; the page renderer reads the CSP nonce from
// the request. Admin requests naming another environment in X-Admin-Env are forwarded there.
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const csp = currentContentSecurityPolicy();
  const finish = (response: Response) => {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    hardenAnswer(request, response.headers, { csp, url: request.nextUrl });
    return response;
  };
  const refused = refuseMalformedEscape(request) ?? refuseCrossSiteMutation(request);
  if (refused) return finish(refused);
  const forwarded = request.nextUrl.pathname.startsWith("/api/admin/")
    ? await routeAdminEnvironment(request, requestId)
    : null;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set("content-security-policy", csp);
  return finish(forwarded ?? NextResponse.next({ request: { headers } }));
}

// The carriers' signed webhooks skip it: no cookies, pages or admin forwarding there, and the busiest of them spent a
// tenth of its CPU here; handleRequest stamps every route's answer with the same headers (docs/architecture.md, "Scale").
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|twilio/(?:voice|gather|whisper|status|dial-status|leg-status)$|telnyx/webhook$).*)",
  ],
};
