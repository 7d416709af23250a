import type { AdminPrincipal } from "../auth/admin-principal";
import { tenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { ListCallsQuery } from "./call-schemas";
import { fromApiCallStatus, LIVE_CALL_STATUSES } from "./call-status";
import { countCalls, findCallStretch } from "./count-calls";
import { readCallsPage, seekCall } from "./read-calls-page";
import { escapeLike } from "../db/escape-like";
import { seekInStretch } from "../http/read-keyset-page";

export async function listCalls(principal: AdminPrincipal, query: ListCallsQuery) {
  const tenant = tenantFilter(principal, query.tenantId);
  const where: Prisma.CallWhereInput = {
    property: { tenantId: tenant },
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    ...(query.unitId ? { unitId: query.unitId } : {}),
    ...(query.residentId ? { residentId: query.residentId } : {}),
    ...(query.status ? { status: fromApiCallStatus(query.status) } : {}),
    ...(query.live
      ? {
          status: query.status
            ? { equals: fromApiCallStatus(query.status), in: LIVE_CALL_STATUSES }
            : { in: LIVE_CALL_STATUSES },
        }
      : {}),
    ...(query.outcome ? { outcome: query.outcome } : {}),
    ...(query.carrier ? { carrier: query.carrier } : {}),
    ...(query.from || query.to
      ? {
          startedAt: {
            ...(query.from ? { gte: new Date(query.from) } : {}),
            ...(query.to ? { lt: new Date(query.to) } : {}),
          },
        }
      : {}),
    ...(query.q
      ? { OR: [{ from: { contains: escapeLike(query.q) } }, { to: { contains: escapeLike(query.q) } }] }
      : {}),
  };
  return readCallsPage(
    query,
    where,
    () => countCalls(query, tenant, () => db().call.count({ where })),
    // The rollups name the hour of a deep call, so the walk to it covers one hour's calls, not every newer call.
    (skip) =>
      seekInStretch(
        skip,
        (at) => findCallStretch(query, tenant, at),
        (at, within) => seekCall(within ? { AND: [where, { startedAt: within }] } : where, at),
      ),
  );
}
