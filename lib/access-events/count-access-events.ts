import { rollupScope } from "../analytics/rollup-scope";
import type { TenantFilter } from "../framework/tenant-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { ListAccessEventsQuery } from "./access-event-list-schemas";
import { ceilHour, floorHour, wholeHourRows } from "../analytics/split-range";
import { utcTimestamp as ts } from "../db/utc-timestamp";

const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const minDate = (a: Date, b: Date) => (a < b ? a : b);

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

// Whole hours of a time range are read from the counts between these instants, so rounding a range's edges to whole
// days never writes a year PostgreSQL's timestamp text cannot read; events outside them are counted.
const [COUNTED_FROM, COUNTED_TO] = [new Date(Date.UTC(1000, 0, 1)), new Date(Date.UTC(9999, 0, 1))];

// An access events list's total. From the counts when its filters allow: a tenant's days by method and result cost the
// same however many events it has, where counting a large tenant's events reads every one of them. A time range reads
// its whole hours from them (day rows for whole days) and counts the events of the parts of an hour at its edges.
export async function countAccessEvents(
  query: ListAccessEventsQuery,
  tenant: TenantFilter,
  countRows: () => Promise<number>,
): Promise<number> {
  if (!countable(query)) return countRows();
  const [from, to] = [query.from, query.to].map((at) => (at ? new Date(at) : undefined));
  const ranged = Boolean(from || to);
  const whole = {
    from: maxDate(ceilHour(from ?? COUNTED_FROM), COUNTED_FROM),
    to: minDate(floorHour(to ?? COUNTED_TO), COUNTED_TO),
  };
  if (whole.from >= whole.to) return countRows();
  const counted = ranged
    ? wholeHourRows(whole.from, whole.to, "total")
    : Prisma.sql`k.grain = 'day' AND k.hour >= ${ts(whole.from)} AND k.hour < ${ts(whole.to)}`;
  // The events before and after the whole hours: the parts of an hour at the range's edges.
  const events = (since: Date | undefined, until: Date | undefined) => Prisma.sql`(SELECT count(*) FROM access_events a
    WHERE ${matching(query, tenant, "a")}
    ${since ? Prisma.sql`AND a."occurredAt" >= ${ts(since)}` : Prisma.empty}
    ${until ? Prisma.sql`AND a."occurredAt" < ${ts(until)}` : Prisma.empty})`;
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT ((SELECT coalesce(sum(k.events), 0) FROM access_event_counts k WHERE ${matching(query, tenant, "k")} AND ${counted})
      + ${events(from, whole.from)} + ${events(whole.to, to)})::int AS total`;
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
  if (!countable(query) || query.from || query.to) return undefined;
  const rows = matching(query, tenant, "k");
  const [found] = await db().$queryRaw<{ hourMs: number; newer: number }[]>`
    WITH d AS (
      SELECT d.day, d.upto - d.events AS newer FROM (
        SELECT hour AS day, sum(events) AS events, sum(sum(events)) OVER (ORDER BY hour DESC) AS upto
        FROM access_event_counts k WHERE grain = 'day' AND ${rows} GROUP BY hour) d
      WHERE d.upto > ${skip} ORDER BY d.day DESC LIMIT 1)
    SELECT extract(epoch FROM h.hour)::float8 * 1000 AS "hourMs", (d.newer + h.upto - h.events)::int AS newer
    FROM d, LATERAL (
      SELECT hour, sum(events) AS events, sum(sum(events)) OVER (ORDER BY hour DESC) AS upto
      FROM access_event_counts k
      WHERE grain = 'hour' AND ${rows} AND hour >= d.day AND hour < d.day + interval '1 day'
      GROUP BY hour) h
    WHERE d.newer + h.upto > ${skip} ORDER BY h.hour DESC LIMIT 1`;
  return found ? { start: new Date(found.hourMs), newer: found.newer } : null;
}
