import { rollupScope } from "../analytics/rollup-scope";
import type { TenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { Stretch } from "../http/read-keyset-page";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";
import { countInRange, findStretch, rangeOf, type CountedRows } from "../analytics/count-in-range";
import { timeWithin } from "../analytics/split-range";

// Filters the counts keep: tenant, method, result and time; a property, device or user needs the events themselves,
// which such a filter keeps few of.
const countable = (query: ListAccessEventsQuery) => !query.propertyId && !query.deviceId && !query.userId;

// The rows (access_event_counts k or access_events a) of the list's tenant, method and result.
function matching(query: ListAccessEventsQuery, tenant: TenantFilter, alias: "k" | "a"): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  return Prisma.sql`${column("tenantId")} IN ${rollupScope(tenant, undefined)}
    ${query.method ? Prisma.sql`AND ${column("method")}::text = ${query.method}` : Prisma.empty}
    ${query.result ? Prisma.sql`AND ${column("result")}::text = ${query.result}` : Prisma.empty}`;
}

// The list's events as access_event_counts keeps them (by tenant, hour, method and result), null when a filter is not
// one it keeps.
function counted(query: ListAccessEventsQuery, tenant: TenantFilter): CountedRows | null {
  if (!countable(query)) return null;
  return {
    table: Prisma.sql`access_event_counts k`,
    where: matching(query, tenant, "k"),
    value: Prisma.sql`k.events`,
    countRows: (since, until) =>
      Prisma.sql`SELECT count(*) FROM access_events a WHERE ${matching(query, tenant, "a")} ${timeWithin('a."occurredAt"', since, until)}`,
  };
}

// An access events list's total. From the counts when its filters allow: a tenant's days by method and result cost the
// same however many events it has, where counting a large tenant's events reads every one of them.
export async function countAccessEvents(
  query: ListAccessEventsQuery,
  tenant: TenantFilter,
  countRows: () => Promise<number>,
): Promise<number> {
  const events = counted(query, tenant);
  if (!events) return countRows();
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT ${countInRange(events, ...rangeOf(query))}::int AS total`;
  return total;
}

// The stretch holding the list's event at `skip` (newest first), so the walk to it covers one hour's events.
// Undefined when a filter is not one the counts keep, null when the list is shorter.
export async function findAccessEventStretch(
  query: ListAccessEventsQuery,
  tenant: TenantFilter,
  skip: number,
): Promise<Stretch | null | undefined> {
  const events = counted(query, tenant);
  return events ? findStretch(events, skip, ...rangeOf(query)) : undefined;
}
