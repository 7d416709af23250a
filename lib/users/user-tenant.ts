import type { AdminPrincipal } from "../auth/admin-principal";
import { requirePlatform } from "../framework/require-platform";
import { resolveTenant } from "../framework/tenant-scope";
import type { Prisma } from "../db/generated/client";
import { ApiError } from "../http/error-codes";
import type { CreateUserBody } from "./user-schemas";

// The tenant of a new user: none for platform admins (platform callers only), otherwise one the caller may use.
export async function userTenant(
  tx: Prisma.TransactionClient,
  principal: AdminPrincipal,
  body: CreateUserBody,
): Promise<string | null> {
  if (body.role === "platform_admin") {
    requirePlatform(principal, "Only platform callers can create platform admins");
    if (body.tenantId)
      throw new ApiError("VALIDATION_ERROR", "Platform admins belong to no tenant", [
        { field: "tenantId", issue: "must be null or omitted for platform admins" },
      ]);
    return null;
  }
  return resolveTenant(principal, body.tenantId ?? undefined, { required: true, tx });
}
