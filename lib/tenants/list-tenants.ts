import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { ListTenantsQuery } from "./tenant-schemas";
import { serializeTenant } from "./serialize-tenant";

export async function listTenants(principal: AdminPrincipal, query: ListTenantsQuery) {
  const where: Prisma.TenantWhereInput = {
    ...(principal.tenantId ? { id: principal.tenantId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q
      ? { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { slug: { contains: query.q, mode: "insensitive" } }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db().tenant.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }),
    db().tenant.count({ where }),
  ]);
  return { tenants: rows.map(serializeTenant), total };
}
