import type { UserRole } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";
import { RESIDENT_REFUSAL } from "../admin-session/session-schemas";
import type { UserWithUnits } from "./serialize-user";
import type { AdminPrincipal } from "./admin-principal";
import { ROLE_SCOPES } from "./scopes";

export type AdminRole = Exclude<UserRole, "resident">;

// A signed-in person acting in the admin API: the scopes of their role, bound to one tenant or (platform admins) to none.
export function sessionPrincipal(user: UserWithUnits, role: UserRole, tenantId: string | null): AdminPrincipal {
  if (role === "resident") throw new ApiError("FORBIDDEN", RESIDENT_REFUSAL);
  return {
    kind: "session",
    id: user.id,
    tenantId: role === "platform_admin" ? null : tenantId,
    userId: user.id,
    scopes: new Set(ROLE_SCOPES[role]),
  };
}
