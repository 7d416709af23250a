import type { AdminPrincipal } from "../auth/admin-principal";
import { ROLE_SCOPES } from "../auth/scopes";
import type { UserRole } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";

// Giving someone a role hands them its rights: the caller must already hold every scope of that role.
export function requireGrantableRole(principal: AdminPrincipal, role: UserRole): void {
  if (role === "resident") return;
  const missing = ROLE_SCOPES[role].filter((scope) => !principal.scopes.has(scope));
  if (missing.length)
    throw new ApiError(
      "FORBIDDEN",
      `You cannot give the ${role} role: it holds scopes you do not (${missing.join(", ")})`,
    );
}
