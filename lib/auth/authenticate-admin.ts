import { looksLikeApiKey } from "./api-key-format";
import { verifyApiKey } from "./verify-api-key";
import { ApiError } from "../http/error-codes";
import { requireSameOrigin } from "../http/require-same-origin";
import type { AdminAuthentication } from "./admin-principal";
import { bearerToken, readCookie } from "./read-credentials";
import { clerkAdminPrincipal } from "./clerk-admin-principal";
import { SSO_COOKIE } from "./sso-cookie";
import { ssoAdminPrincipal } from "./sso-admin-principal";

const CLERK_COOKIE = "__session";
const looksLikeJwt = (value: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

// The admin API accepts an API key or a Clerk session token as Bearer, else the legacy SSO cookie or Clerk's __session cookie.
export async function authenticateAdmin(request: Request): Promise<AdminAuthentication> {
  const bearer = bearerToken(request);
  if (bearer) {
    if (!looksLikeApiKey(bearer) && looksLikeJwt(bearer))
      return { principal: await clerkAdminPrincipal(bearer), rateLimit: null };
    return verifyApiKey(bearer);
  }
  if (request.headers.get("authorization")) throw new ApiError("UNAUTHORIZED", "Use Authorization: Bearer <API key>");
  if (readCookie(request, SSO_COOKIE) ?? readCookie(request, `${SSO_COOKIE}.0`)) {
    requireSameOrigin(request);
    return { principal: await ssoAdminPrincipal(request), rateLimit: null };
  }
  const clerkToken = readCookie(request, CLERK_COOKIE);
  if (clerkToken) {
    requireSameOrigin(request);
    return { principal: await clerkAdminPrincipal(clerkToken), rateLimit: null };
  }
  throw new ApiError("UNAUTHORIZED", "Authentication required: send Authorization: Bearer <API key>, or sign in");
}
