import { Prisma } from "../db/generated/client";
import { countInRange } from "../analytics/count-in-range";
import { timeWithin } from "../analytics/split-range";

// Scalar subqueries counting from `from` on: the tenants' rollup rows for the whole hours and days (today's day row
// holding the current hour, kept at commit), the event rows for the part of an hour at the start, so a count over a
// week costs the same however many calls it had. `tenants` and `properties` are queries of ids of our own code.
export const callsStartedSince = (tenants: Prisma.Sql, properties: Prisma.Sql, from: Date): Prisma.Sql =>
  Prisma.sql`${countInRange(
    {
      table: Prisma.sql`call_rollups k`,
      where: Prisma.sql`k."scopeId" = ANY(ARRAY(${tenants}))`,
      value: Prisma.sql`k.calls`,
      countRows: (since, until) =>
        Prisma.sql`SELECT count(*) FROM calls c WHERE c."propertyId" IN (${properties}) ${timeWithin('c."startedAt"', since, until)}`,
    },
    from,
  )}::int`;

export const doorOpensSince = (tenants: Prisma.Sql, from: Date): Prisma.Sql =>
  Prisma.sql`${countInRange(
    {
      table: Prisma.sql`door_open_rollups k`,
      where: Prisma.sql`k."scopeId" = ANY(ARRAY(${tenants}))`,
      value: Prisma.sql`k.opens`,
      countRows: (since, until) => Prisma.sql`SELECT count(*) FROM access_events a
        WHERE a."tenantId" IN (${tenants}) AND a.result = 'granted' ${timeWithin('a."occurredAt"', since, until)}`,
    },
    from,
  )}::int`;
