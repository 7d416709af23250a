import { NextResponse, type NextRequest } from "next/server";
import { routeAdminEnvironment } from "@/lib/admin-proxy/route-admin-environment";
import { refuseMalformedEscape } from "@/lib/http/refuse-malformed-escape";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";

// A malformed %-escape answers 400 first. Every response carries X-Request-Id, the same id the route handler logs with; admin requests
// naming another environment in X-Admin-Env are forwarded there.
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const malformed = refuseMalformedEscape(request);
  if (malformed) {
    malformed.headers.set(REQUEST_ID_HEADER, requestId);
    return malformed;
  }
  const forwarded = request.nextUrl.pathname.startsWith("/api/admin/") ? await routeAdminEnvironment(request, requestId) : null;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = forwarded ?? NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
