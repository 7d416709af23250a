import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { tenantFilter } from "../framework/tenant-scope";
import { readKeysetPage, seekInStretch } from "../http/read-keyset-page";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";
import { serializeAccessEventEntry } from "./serialize-access-event-entry";
import { countAccessEvents, findAccessEventStretch } from "./count-access-events";

const include = {
  property: { select: { name: true } },
  device: { select: { name: true } },
  user: { select: { name: true, email: true, tenantId: true } },
  command: true,
} satisfies Prisma.AccessEventInclude;

const orderBy: Prisma.AccessEventOrderByWithRelationInput[] = [{ occurredAt: "desc" }, { id: "asc" }];

// The time and id of the event at `skip`, read from an index alone (access_events_tenantId_occurredAt_id_idx).
const seekEvent = (where: Prisma.AccessEventWhereInput, skip: number) =>
  db().accessEvent.findMany({ where, orderBy, skip, take: 1, select: { occurredAt: true, id: true } });

export async function listAccessEvents(principal: AdminPrincipal, query: ListAccessEventsQuery) {
  const tenant = tenantFilter(principal, query.tenantId);
  const where: Prisma.AccessEventWhereInput = {
    tenantId: tenant,
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
    () => countAccessEvents(query, tenant, () => db().accessEvent.count({ where })),
    // The counts name the hour of a deep event, so the walk to it covers one hour's events, a time range's too.
    (skip) =>
      seekInStretch(
        skip,
        (at) => findAccessEventStretch(query, tenant, at),
        (at, within) => seekEvent(within ? { AND: [where, { occurredAt: within }] } : where, at),
      ),
  );
  return { accessEvents: items.map(serializeAccessEventEntry), total, nextCursor };
}
