import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { ApiError, notFound } from "../http/error-codes";

export type ResolveTenantOptions = {
  // Platform callers must name a tenant: the resource belongs to one.
  required?: boolean;
  // A tenant caller naming the platform itself (tenantId: null) is refused with this message; unset, null means "omitted".
  platformOnly?: string;
  tx?: Prisma.TransactionClient;
};

// The one answer to "which tenant does this request act in": the caller's own for tenant callers (another one is a
// 404, so no answer confirms that a tenant exists), for platform callers the one named, checked to exist, or null.
export async function resolveTenant(
  principal: AdminPrincipal,
  requested: string | null | undefined,
  options: ResolveTenantOptions & { required: true },
): Promise<string>;
export async function resolveTenant(
  principal: AdminPrincipal,
  requested: string | null | undefined,
  options?: ResolveTenantOptions,
): Promise<string | null>;
export async function resolveTenant(
  principal: AdminPrincipal,
  requested: string | null | undefined,
  options: ResolveTenantOptions = {},
): Promise<string | null> {
  if (principal.tenantId) {
    if (requested === null && options.platformOnly) throw new ApiError("FORBIDDEN", options.platformOnly);
    if (requested && requested !== principal.tenantId) throw notFound("Tenant");
    return principal.tenantId;
  }
  if (!requested) {
    if (options.required)
      throw new ApiError("VALIDATION_ERROR", "tenantId is required", [
        { field: "tenantId", issue: "required for platform callers" },
      ]);
    return null;
  }
  if (!(await (options.tx ?? db()).tenant.findUnique({ where: { id: requested }, select: { id: true } })))
    throw notFound("Tenant");
  return requested;
}

// The tenants a resolved tenant stands for, as ids: that one, or every tenant for the whole platform (null).
export async function tenantIdsOf(tenantId: string | null): Promise<string[]> {
  if (tenantId) return [tenantId];
  return (await db().tenant.findMany({ select: { id: true } })).map((tenant) => tenant.id);
}

// A list's tenant filter: one tenant, none of them, or any.
export type TenantFilter = string | { in: [] } | undefined;

// The one list filter: the caller's own tenant, or the tenantId a platform caller asks for.
// A tenant caller asking for another tenant gets an empty list, not an error that confirms it exists.
export function tenantFilter(principal: AdminPrincipal, requested?: string): TenantFilter {
  if (!principal.tenantId) return requested;
  return requested && requested !== principal.tenantId ? { in: [] } : principal.tenantId;
}

// Row filters for reads by id: inside the caller's tenant; platform principals see all.
export const inTenant = (principal: AdminPrincipal) => (principal.tenantId ? { tenantId: principal.tenantId } : {});
export const inTenantProperty = (principal: AdminPrincipal) =>
  principal.tenantId ? { property: { tenantId: principal.tenantId } } : {};
// The same rule for raw SQL on hot paths, given the column holding the row's tenant.
export const inTenantSql = (principal: AdminPrincipal, tenantColumn: Prisma.Sql) =>
  principal.tenantId ? Prisma.sql`${tenantColumn} = ${principal.tenantId}` : Prisma.sql`true`;
