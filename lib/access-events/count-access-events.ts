import { rollupScope } from "../analytics/rollup-scope";
import type { TenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";

// The access_event_counts rows holding a list's events, null when a filter is not one they keep (a property, a device,
// a user or a time range needs the events themselves, which such a filter keeps few of).
function countedRows(query: ListAccessEventsQuery, tenant: TenantFilter): Prisma.Sql | null {
  if (query.propertyId || query.deviceId || query.userId || query.from || query.to) return null;
  return Prisma.sql`"tenantId" IN ${rollupScope(tenant, undefined)}
    ${query.method ? Prisma.sql`AND method = ${query.method}` : Prisma.empty}
    ${query.result ? Prisma.sql`AND result = ${query.result}` : Prisma.empty}`;
}

// An access events list's total. From the day rows when its filters allow: a tenant's days by method and result cost the
// same however many events it has, where counting a large tenant's events reads every one of them.
export async function countAccessEvents(
  query: ListAccessEventsQuery,
  tenant: TenantFilter,
  countRows: () => Promise<number>,
): Promise<number> {
  const rows = countedRows(query, tenant);
  if (!rows) return countRows();
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(events), 0)::int AS total FROM access_event_counts WHERE grain = 'day' AND ${rows}`;
  return total;
}

// The UTC hour holding the list's event at `skip` (newest first) and how many of its events happened after that hour:
// the day from the day rows, then the hour from that day's hour rows, so the walk to the event covers one hour's events.
// Undefined when a filter is not one the counts keep, null when the list is shorter.
export async function findAccessEventHour(
  query: ListAccessEventsQuery,
  tenant: TenantFilter,
  skip: number,
): Promise<{ start: Date; newer: number } | null | undefined> {
  const rows = countedRows(query, tenant);
  if (!rows) return undefined;
  const [found] = await db().$queryRaw<{ hourMs: number; newer: number }[]>`
    WITH d AS (
      SELECT d.day, d.upto - d.events AS newer FROM (
        SELECT hour AS day, sum(events) AS events, sum(sum(events)) OVER (ORDER BY hour DESC) AS upto
        FROM access_event_counts WHERE grain = 'day' AND ${rows} GROUP BY hour) d
      WHERE d.upto > ${skip} ORDER BY d.day DESC LIMIT 1)
    SELECT extract(epoch FROM h.hour)::float8 * 1000 AS "hourMs", (d.newer + h.upto - h.events)::int AS newer
    FROM d, LATERAL (
      SELECT hour, sum(events) AS events, sum(sum(events)) OVER (ORDER BY hour DESC) AS upto
      FROM access_event_counts
      WHERE grain = 'hour' AND ${rows} AND hour >= d.day AND hour < d.day + interval '1 day'
      GROUP BY hour) h
    WHERE d.newer + h.upto > ${skip} ORDER BY h.hour DESC LIMIT 1`;
  return found ? { start: new Date(found.hourMs), newer: found.newer } : null;
}
