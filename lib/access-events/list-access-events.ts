import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { tenantFilter } from "../framework/tenant-scope";
import { readKeysetPage } from "../http/read-keyset-page";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";
import { serializeAccessEventEntry } from "./serialize-access-event-entry";

const include = {
  property: { select: { name: true } },
  device: { select: { name: true } },
  user: { select: { name: true, email: true, tenantId: true } },
  command: true,
} satisfies Prisma.AccessEventInclude;

const orderBy: Prisma.AccessEventOrderByWithRelationInput[] = [{ occurredAt: "desc" }, { id: "asc" }];

export async function listAccessEvents(principal: AdminPrincipal, query: ListAccessEventsQuery) {
  const where: Prisma.AccessEventWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.deviceId ? { deviceId: query.deviceId } : {}),
    ...(query.userId ? { userId: query.userId } : {}),
    ...(query.method ? { method: query.method } : {}),
    ...(query.result ? { result: query.result } : {}),
    ...(query.from || query.to
      ? {
          occurredAt: {
            ...(query.from ? { gte: new Date(query.from) } : {}),
            ...(query.to ? { lt: new Date(query.to) } : {}),
          },
        }
      : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "occurredAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().accessEvent.findMany({
        where: { AND: [where, after] },
        orderBy,
        include,
        take,
        skip,
      }),
    () => db().accessEvent.count({ where }),
    (skip) => db().accessEvent.findMany({ where, orderBy, skip, take: 1, select: { occurredAt: true, id: true } }),
  );
  return { accessEvents: items.map(serializeAccessEventEntry), total, nextCursor };
}
