import { getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { ApiError } from "../http/error-codes";
import type { AdminPrincipal } from "./admin-principal";
import { loadActiveUser } from "./load-active-user";
import { sessionPrincipal } from "./session-principal";
import { SSO_COOKIE } from "./sso-cookie";
import { config } from "../config/read-config";

// The legacy SSO session cookie; role, tenant and session version come from the user row, read afresh on each request.
export async function ssoAdminPrincipal(request: Request): Promise<AdminPrincipal> {
  // Only url and headers: the body stays unread for the handler.
  const token = await getToken({
    req: new NextRequest(request.url, { headers: request.headers }),
    secret: config().NEXTAUTH_SECRET,
    cookieName: SSO_COOKIE,
  });
  if (!token?.sub) throw new ApiError("UNAUTHORIZED", "The sign-in session is not valid or has expired; sign in again");
  const user = await loadActiveUser({ id: token.sub });
  if ((typeof token.sv === "number" ? token.sv : 0) !== user.sessionVersion)
    throw new ApiError("UNAUTHORIZED", "The session was signed out; sign in again");
  return sessionPrincipal(user, user.role, user.tenantId);
}
