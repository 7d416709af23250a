import { randomBytes } from "node:crypto";
import { importPKCS8, SignJWT } from "jose";
import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { devSignInEnabled, devSigningKey } from "./dev-sign-in";
import { authorizedParties } from "./verify-clerk-token";

const LIFETIME_SECONDS = 10 * 60;

// Development only: a Clerk-style v2 session token signed with the local key, for use where Clerk's own would go.
export async function issueDevSessionToken(email: string): Promise<{ sessionToken: string; expiresIn: number }> {
  if (!devSignInEnabled()) throw new ApiError("NOT_FOUND", "The development sign-in is disabled in production");
  const user = await db().user.findUnique({
    where: { email: email.toLowerCase() },
    include: { tenant: { select: { clerkOrgId: true } } },
  });
  if (!user) throw new ApiError("UNAUTHORIZED", "No account with this email");
  const key = devSigningKey();
  const orgId = user.tenant?.clerkOrgId;
  const party = authorizedParties()[0];
  const sessionToken = await new SignJWT({
    sid: `sess_dev_${randomBytes(8).toString("hex")}`,
    email: user.email,
    v: 2,
    ...(party ? { azp: party } : {}),
    ...(orgId ? { o: { id: orgId, rol: user.role === "owner" ? "admin" : "member" } } : {}),
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
    .setSubject(user.clerkUserId ?? `user_dev_${user.id}`)
    .setIssuer("https://dev-sign-in.gatehouse.local")
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(await importPKCS8(key.privateKey, "RS256"));
  return { sessionToken, expiresIn: LIFETIME_SECONDS };
}
