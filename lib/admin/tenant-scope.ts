import type { AdminPrincipal } from "../auth/admin-principal";
import { ApiError, notFound } from "../http/error-codes";

// Prisma filters that keep every query inside the caller's tenant; platform principals see all.
export const inTenant = (principal: AdminPrincipal) => (principal.tenantId ? { tenantId: principal.tenantId } : {});
export const inTenantProperty = (principal: AdminPrincipal) =>
  principal.tenantId ? { property: { tenantId: principal.tenantId } } : {};

// The tenant a new resource belongs to: the caller's own, or for platform callers the one they name.
export function targetTenant(principal: AdminPrincipal, requested: string | undefined): string {
  if (principal.tenantId) {
    if (requested && requested !== principal.tenantId) throw notFound("Tenant");
    return principal.tenantId;
  }
  if (!requested) throw new ApiError("VALIDATION_ERROR", "tenantId is required", [{ field: "tenantId", issue: "required for platform callers" }]);
  return requested;
}

// A list's tenant filter: the caller's own tenant, or the tenantId a platform caller asks for.
// A tenant caller asking for another tenant gets an empty list, not an error that confirms it exists.
export function tenantFilter(principal: AdminPrincipal, requested?: string): string | { in: string[] } | undefined {
  if (!principal.tenantId) return requested;
  return requested && requested !== principal.tenantId ? { in: [] } : principal.tenantId;
}
