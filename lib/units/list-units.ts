import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { readPage } from "../http/read-page";
import type { Prisma } from "../db/generated/client";
import type { ListUnitsQuery } from "./unit-schemas";
import { serializeUnit } from "./serialize-unit";
import { escapeLike } from "../db/escape-like";

export async function listUnits(principal: AdminPrincipal, query: ListUnitsQuery) {
  const where: Prisma.UnitWhereInput = {
    property: { tenantId: tenantFilter(principal, query.tenantId) },
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.q ? { label: { contains: escapeLike(query.q), mode: "insensitive" } } : {}),
  };
  const { items, total } = await readPage(query, () => db().unit.findMany({ where, orderBy: [{ label: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }), () => db().unit.count({ where }));
  return { units: items.map(serializeUnit), total };
}
