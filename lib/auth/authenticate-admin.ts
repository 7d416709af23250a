import { verifyApiKey } from "../api-keys/verify-api-key";
import { ApiError } from "../http/error-codes";
import type { AdminAuthentication } from "./admin-principal";

// The admin API accepts `Authorization: Bearer <API key>`; admin sessions plug in here too.
export async function authenticateAdmin(request: Request): Promise<AdminAuthentication> {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return verifyApiKey(bearer);
  if (header) throw new ApiError("UNAUTHORIZED", "Use Authorization: Bearer <API key>");
  throw new ApiError("UNAUTHORIZED", "Authentication required: send Authorization: Bearer <API key>");
}
