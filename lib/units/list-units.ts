import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { Prisma } from "../db/generated/client";
import type { ListUnitsQuery } from "./unit-schemas";
import { serializeUnit } from "./serialize-unit";
import { escapeLike } from "../db/escape-like";

const orderBy: Prisma.UnitOrderByWithRelationInput[] = [{ label: "asc" }, { id: "asc" }];

export async function listUnits(principal: AdminPrincipal, query: ListUnitsQuery) {
  const where: Prisma.UnitWhereInput = {
    property: { tenantId: tenantFilter(principal, query.tenantId) },
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.ids ? { id: { in: query.ids } } : {}),
    ...(query.q ? { label: { contains: escapeLike(query.q), mode: "insensitive" } } : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "label", direction: "asc", kind: "text" },
    ({ after, skip, take }) => db().unit.findMany({ where: { AND: [where, after] }, orderBy, take, skip }),
    () => db().unit.count({ where }),
    (skip) => db().unit.findMany({ where, orderBy, skip, take: 1, select: { label: true, id: true } }),
  );
  return { units: items.map(serializeUnit), total, nextCursor };
}
