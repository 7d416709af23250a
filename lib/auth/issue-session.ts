import { serializeUser, type UserWithUnits } from "./serialize-user";
import { issueCoreJwt } from "./core-jwt";

// The one answer of every sign-in route: the core JWT and who it belongs to.
export async function issueSession(user: UserWithUnits) {
  const { token, expiresIn } = await issueCoreJwt(user);
  return { token, tokenType: "Bearer" as const, expiresIn, user: serializeUser(user) };
}
