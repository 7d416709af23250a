import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { readPage } from "../http/read-page";
import type { Prisma } from "../db/generated/client";
import { serializeUser, withUnits } from "../auth/serialize-user";
import type { ListUsersQuery } from "./user-schemas";
import { escapeLike } from "../db/escape-like";

export async function listUsers(principal: AdminPrincipal, query: ListUsersQuery) {
  const where: Prisma.UserWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.unitId || query.propertyId
      ? { memberships: { some: { ...(query.unitId ? { unitId: query.unitId } : {}), ...(query.propertyId ? { unit: { propertyId: query.propertyId } } : {}) } } }
      : {}),
    ...(query.q
      ? { OR: [{ name: { contains: escapeLike(query.q), mode: "insensitive" } }, { email: { contains: escapeLike(query.q), mode: "insensitive" } }] }
      : {}),
  };
  const { items, total } = await readPage(query, () => db().user.findMany({ where, include: withUnits, orderBy: [{ name: "asc" }, { id: "asc" }], take: query.limit, skip: query.offset }), () => db().user.count({ where }));
  return { users: items.map(serializeUser), total };
}
