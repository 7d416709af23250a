import { ApiError } from "../http/error-codes";
import type { UserWithUnits } from "./serialize-user";
import { bearerToken } from "./read-credentials";
import { verifyCoreJwt } from "./core-jwt";
import { loadActiveUser } from "./load-active-user";

// The resident and mobile APIs accept only the core JWT; the user's status is re-read on every request.
export async function authenticateUser(request: Request): Promise<UserWithUnits> {
  const token = bearerToken(request);
  if (!token)
    throw new ApiError(
      "UNAUTHORIZED",
      "Authentication required: send Authorization: Bearer <token> from a sign-in route",
    );
  const claims = verifyCoreJwt(token);
  const user = await loadActiveUser({ id: claims.sub });
  if (claims.sv !== user.sessionVersion)
    throw new ApiError("UNAUTHORIZED", "The session was signed out; sign in again");
  return user;
}
