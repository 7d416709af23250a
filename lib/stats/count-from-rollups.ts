import { Prisma } from "../db/generated/client";
import { utcTimestamp as ts } from "../db/utc-timestamp";
import { splitRange, wholeHourRows } from "../analytics/split-range";

// Scalar subqueries counting from `from` on, as of `now`: the tenants' rollup rows for the whole hours and days, the
// event rows for the part of an hour at the start and everything since the current hour began (a row stamped by a
// clock a little ahead of this one included), so a count over a week costs the same however many calls it had.
// `tenants` and `properties` are queries of ids of our own code.
export function callsStartedSince(tenants: Prisma.Sql, properties: Prisma.Sql, from: Date, now: Date): Prisma.Sql {
  const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(from, now);
  return Prisma.sql`(
    (SELECT coalesce(sum(k.calls), 0) FROM call_rollups k
      WHERE k."scopeId" = ANY(ARRAY(${tenants})) AND ${wholeHourRows(wholeFrom, wholeTo, "total")})
    + (SELECT count(*) FROM calls c WHERE c."propertyId" IN (${properties})
      AND ((c."startedAt" >= ${ts(from)} AND c."startedAt" < ${ts(headEnd)})
        OR c."startedAt" >= ${ts(tailStart)})))::int`;
}

export function doorOpensSince(tenants: Prisma.Sql, from: Date, now: Date): Prisma.Sql {
  const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(from, now);
  return Prisma.sql`(
    (SELECT coalesce(sum(k.opens), 0) FROM door_open_rollups k
      WHERE k."scopeId" = ANY(ARRAY(${tenants})) AND ${wholeHourRows(wholeFrom, wholeTo, "total")})
    + (SELECT count(*) FROM access_events a WHERE a."tenantId" IN (${tenants}) AND a.result = 'granted'
      AND ((a."occurredAt" >= ${ts(from)} AND a."occurredAt" < ${ts(headEnd)})
        OR a."occurredAt" >= ${ts(tailStart)})))::int`;
}
