import { Prisma } from "../db/generated/client";
import type { TenantFilter } from "../framework/tenant-scope";

// The rollup scopes (scopeId) whose rows count a list's rows: the property, only inside the caller's tenant, else the
// tenant, or every tenant for a platform caller naming none; none for a tenant filter of none.
export function rollupScope(tenant: TenantFilter, propertyId: string | undefined): Prisma.Sql {
  if (typeof tenant === "object") return Prisma.sql`(SELECT NULL::text WHERE false)`;
  if (propertyId)
    return tenant
      ? Prisma.sql`(SELECT id FROM properties WHERE id = ${propertyId} AND "tenantId" = ${tenant})`
      : Prisma.sql`(SELECT id FROM properties WHERE id = ${propertyId})`;
  return tenant ? Prisma.sql`(${tenant})` : Prisma.sql`(SELECT id FROM tenants)`;
}
