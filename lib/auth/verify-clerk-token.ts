import { verifyToken } from "@clerk/backend";
import { TokenVerificationError, TokenVerificationErrorReason as Reason } from "@clerk/backend/errors";
import { ApiError } from "../http/error-codes";
import { readClerkClaims, type ClerkSession } from "./clerk-claims";
import { devSignInEnabled, devSigningKey } from "./dev-sign-in";
import { config } from "../config/read-config";

const MESSAGES: Record<string, string> = {
  [Reason.TokenExpired]: "The session token has expired",
  [Reason.TokenNotActiveYet]: "The session token is not valid yet (nbf is in the future)",
  [Reason.TokenIatInTheFuture]: "The session token is not valid yet (issued in the future)",
  [Reason.TokenInvalidSignature]: "The session token's signature does not match the configured Clerk key",
  [Reason.TokenInvalidAuthorizedParties]:
    "The session token was issued for another application (azp is not an authorized party)",
  [Reason.TokenInvalidAlgorithm]: "The session token is not signed with RS256",
};

// Real Clerk's key, and the local development key when the development sign-in is on: one verification path for both.
function verificationKeys(): string[] {
  const { CLERK_JWT_KEY } = config();
  const keys = CLERK_JWT_KEY ? [CLERK_JWT_KEY.replace(/\\n/g, "\n")] : [];
  if (devSignInEnabled()) keys.push(devSigningKey().publicKey);
  return keys;
}

export const authorizedParties = () =>
  (config().CLERK_AUTHORIZED_PARTIES ?? "")
    .split(",")
    .map((party) => party.trim())
    .filter(Boolean);

async function verifyWithKey(token: string, jwtKey: string) {
  const parties = authorizedParties();
  return verifyToken(token, { jwtKey, ...(parties.length ? { authorizedParties: parties } : {}) });
}

// Networkless verification of a Clerk session token; each reason for refusal has its own message.
export async function verifyClerkToken(token: string): Promise<ClerkSession> {
  const keys = verificationKeys();
  if (!keys.length)
    throw new ApiError("UNAUTHORIZED", "Clerk sign-in is not configured on this server (CLERK_JWT_KEY is unset)");
  let failure: unknown;
  for (const key of keys) {
    try {
      const claims = readClerkClaims(await verifyWithKey(token, key));
      if (!claims) throw new ApiError("UNAUTHORIZED", "The session token has no subject");
      return claims;
    } catch (error) {
      failure = error;
      // Another configured key may still have signed it.
      if (error instanceof TokenVerificationError && error.reason === Reason.TokenInvalidSignature) continue;
      break;
    }
  }
  if (failure instanceof ApiError) throw failure;
  const reason = failure instanceof TokenVerificationError ? failure.reason : "";
  throw new ApiError("UNAUTHORIZED", MESSAGES[reason] ?? "The session token is not a valid Clerk session token");
}
