import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../admin/tenant-scope";
import { db } from "../db/client";
import { readPage } from "../http/read-page";
import type { Prisma } from "../db/generated/client";
import type { ListPropertiesQuery } from "./property-schemas";
import { serializeProperty } from "./serialize-property";

export async function listProperties(principal: AdminPrincipal, query: ListPropertiesQuery) {
  const where: Prisma.PropertyWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q
      ? { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { address: { contains: query.q, mode: "insensitive" } }] }
      : {}),
  };
  const { items, total } = await readPage(query, () => db().property.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }), () => db().property.count({ where }));
  return { properties: items.map(serializeProperty), total };
}
