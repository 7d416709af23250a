import { enforceRateLimit } from "../auth/enforce-rate-limit";
import { verifyApiKey } from "../auth/verify-api-key";
import type { AdminPrincipal } from "../auth/admin-principal";
import { bearerToken } from "../auth/read-credentials";
import { ApiError } from "../http/error-codes";

// A keypad is a device, not a person: it calls with an API key of its tenant carrying devices:write.
export async function authenticateKeypad(request: Request): Promise<AdminPrincipal> {
  const key = bearerToken(request);
  if (!key)
    throw new ApiError("UNAUTHORIZED", "The keypad route needs Authorization: Bearer <API key with devices:write>");
  const { principal, rateLimit } = await verifyApiKey(key);
  enforceRateLimit(rateLimit);
  if (!principal.scopes.has("devices:write"))
    throw new ApiError("INSUFFICIENT_SCOPE", "This route requires the scope devices:write");
  return principal;
}
