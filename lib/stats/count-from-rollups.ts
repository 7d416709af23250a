import { Prisma } from "../db/generated/client";
import { splitRange, ts, wholeHourRows } from "../analytics/split-range";

// Scalar subqueries over [from, to): the tenants' rollup rows for the whole hours and days, the event rows for the
// parts of an hour at the edges, so a count over a week costs the same however many calls the week had.
// `tenants` and `properties` are queries of ids of our own code.
export function callsStarted(tenants: Prisma.Sql, properties: Prisma.Sql, from: Date, to: Date): Prisma.Sql {
  const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(from, to);
  return Prisma.sql`(
    (SELECT coalesce(sum(k.calls), 0) FROM call_rollups k
      WHERE k."scopeId" = ANY(ARRAY(${tenants})) AND ${wholeHourRows(wholeFrom, wholeTo, "total")})
    + (SELECT count(*) FROM calls c WHERE c."propertyId" IN (${properties})
      AND ((c."startedAt" >= ${ts(from)} AND c."startedAt" < ${ts(headEnd)})
        OR (c."startedAt" >= ${ts(tailStart)} AND c."startedAt" < ${ts(to)}))))::int`;
}

export function doorOpens(tenants: Prisma.Sql, from: Date, to: Date): Prisma.Sql {
  const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(from, to);
  return Prisma.sql`(
    (SELECT coalesce(sum(k.opens), 0) FROM door_open_rollups k
      WHERE k."scopeId" = ANY(ARRAY(${tenants})) AND ${wholeHourRows(wholeFrom, wholeTo, "total")})
    + (SELECT count(*) FROM access_events a WHERE a."tenantId" IN (${tenants}) AND a.result = 'granted'
      AND ((a."occurredAt" >= ${ts(from)} AND a."occurredAt" < ${ts(headEnd)})
        OR (a."occurredAt" >= ${ts(tailStart)} AND a."occurredAt" < ${ts(to)}))))::int`;
}
