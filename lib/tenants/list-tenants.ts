import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { readPage } from "../http/read-page";
import type { Prisma } from "../db/generated/client";
import type { ListTenantsQuery } from "./tenant-schemas";
import { serializeTenant } from "./serialize-tenant";
import { escapeLike } from "../db/escape-like";

export async function listTenants(principal: AdminPrincipal, query: ListTenantsQuery) {
  const where: Prisma.TenantWhereInput = {
    ...(principal.tenantId ? { id: principal.tenantId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q
      ? { OR: [{ name: { contains: escapeLike(query.q), mode: "insensitive" } }, { slug: { contains: escapeLike(query.q), mode: "insensitive" } }] }
      : {}),
  };
  const { items, total } = await readPage(query, () => db().tenant.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }), () => db().tenant.count({ where }));
  return { tenants: items.map(serializeTenant), total };
}
