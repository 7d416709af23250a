import { rollupScope, type TenantScope } from "../analytics/rollup-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";

// The access_event_counts rows holding a list's events, null when a filter is not one they keep (a property, a device,
// a user or a time range needs the events themselves, which such a filter keeps few of).
function countedRows(query: ListAccessEventsQuery, tenant: TenantScope): Prisma.Sql | null {
  if (query.propertyId || query.deviceId || query.userId || query.from || query.to) return null;
  const scope = rollupScope(tenant, undefined);
  if (!scope) return null;
  return Prisma.sql`"scopeId" IN ${scope}
    ${query.method ? Prisma.sql`AND method = ${query.method}` : Prisma.empty}
    ${query.result ? Prisma.sql`AND result = ${query.result}` : Prisma.empty}`;
}

// An access events list's total. From the daily counts when its filters allow: a scope's days by method and result cost
// the same however many events it has, where counting a large tenant's events reads every one of them.
export async function countAccessEvents(
  query: ListAccessEventsQuery,
  tenant: TenantScope,
  countRows: () => Promise<number>,
): Promise<number> {
  const rows = countedRows(query, tenant);
  if (!rows) return countRows();
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(events), 0)::int AS total FROM access_event_counts WHERE ${rows}`;
  return total;
}

// The UTC day holding the list's event at `skip` (newest first) and how many of its events happened after that day;
// undefined when a filter is not one the counts keep, null when the list is shorter.
export async function findAccessEventDay(
  query: ListAccessEventsQuery,
  tenant: TenantScope,
  skip: number,
): Promise<{ start: Date; newer: number } | null | undefined> {
  const rows = countedRows(query, tenant);
  if (!rows) return undefined;
  const [found] = await db().$queryRaw<{ dayMs: number; newer: number }[]>`
    SELECT extract(epoch FROM d.day)::float8 * 1000 AS "dayMs", (d.upto - d.events)::int AS newer FROM (
      SELECT day, sum(events) AS events, sum(sum(events)) OVER (ORDER BY day DESC) AS upto
      FROM access_event_counts WHERE ${rows} GROUP BY day) d
    WHERE d.upto > ${skip} ORDER BY d.day DESC LIMIT 1`;
  return found ? { start: new Date(found.dayMs), newer: found.newer } : null;
}
