import { ApiError } from "../http/error-codes";
import { UNKNOWN_EMAIL } from "./clerk-admin-principal";
import { issueSession } from "./issue-session";
import { loadActiveUser } from "./load-active-user";
import { verifyClerkToken } from "./verify-clerk-token";

// A Clerk session token for the core JWT of the user with the token's email.
export async function exchangeClerkSession(sessionToken: string) {
  const session = await verifyClerkToken(sessionToken);
  if (!session.email)
    throw new ApiError("UNAUTHORIZED", "The session token has no email claim; add it to the session token template");
  return issueSession(await loadActiveUser({ email: session.email }, UNKNOWN_EMAIL));
}
