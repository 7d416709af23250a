import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { Prisma } from "../db/generated/client";
import { serializeUser, withUnits } from "../auth/serialize-user";
import type { ListUsersQuery } from "./user-schemas";
import { escapeLike } from "../db/escape-like";

const orderBy: Prisma.UserOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

export async function listUsers(principal: AdminPrincipal, query: ListUsersQuery) {
  const where: Prisma.UserWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.unitId || query.propertyId
      ? {
          memberships: {
            some: {
              ...(query.unitId ? { unitId: query.unitId } : {}),
              ...(query.propertyId ? { unit: { propertyId: query.propertyId } } : {}),
            },
          },
        }
      : {}),
    ...(query.q
      ? {
          OR: [
            { name: { contains: escapeLike(query.q), mode: "insensitive" } },
            { email: { contains: escapeLike(query.q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "name", direction: "asc", kind: "text" },
    ({ after, skip, take }) =>
      db().user.findMany({
        where: { AND: [where, after] },
        include: withUnits,
        orderBy,
        take,
        skip,
      }),
    () => db().user.count({ where }),
    (skip) => db().user.findMany({ where, orderBy, skip, take: 1, select: { name: true, id: true } }),
  );
  return { users: items.map(serializeUser), total, nextCursor };
}
