import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { RESIDENT_REFUSAL } from "../admin-session/session-schemas";
import type { AdminPrincipal } from "./admin-principal";
import { adminRoleOfOrgRole } from "./clerk-claims";
import { loadActiveUser } from "./load-active-user";
import { sessionPrincipal } from "./session-principal";
import { verifyClerkToken } from "./verify-clerk-token";

export const UNKNOWN_EMAIL = "No Gatehouse account matches the session token's email";

// A Clerk session: the active organization names the tenant and org:role the role; platform admins need no organization.
export async function clerkAdminPrincipal(token: string): Promise<AdminPrincipal> {
  const session = await verifyClerkToken(token);
  if (!session.email)
    throw new ApiError("UNAUTHORIZED", "The session token has no email claim; add it to the session token template");
  const user = await loadActiveUser({ email: session.email }, UNKNOWN_EMAIL);
  if (user.role === "resident") throw new ApiError("FORBIDDEN", RESIDENT_REFUSAL);
  if (user.role === "platform_admin") return sessionPrincipal(user, "platform_admin", null);
  if (!session.orgId)
    throw new ApiError("FORBIDDEN", "The session has no active organization; choose one in the organization switcher");
  const tenant = await db().tenant.findUnique({
    where: { clerkOrgId: session.orgId },
    select: { id: true, status: true },
  });
  if (!tenant) throw new ApiError("FORBIDDEN", "The active organization is not connected to a Gatehouse tenant");
  if (tenant.status !== "active") throw new ApiError("FORBIDDEN", "The active organization's tenant is suspended");
  if (user.tenantId !== tenant.id)
    throw new ApiError("FORBIDDEN", "The account does not belong to the active organization's tenant");
  const role = adminRoleOfOrgRole(session.orgRole);
  if (!role)
    throw new ApiError("FORBIDDEN", `The organization role ${session.orgRole ?? "(none)"} grants no admin access`);
  return sessionPrincipal(user, role, tenant.id);
}
