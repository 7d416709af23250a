import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { notFound } from "../http/error-codes";
import { resolveTenant, tenantIdsOf } from "../framework/tenant-scope";
import {
  ACCESS_METHODS,
  CALL_OUTCOMES,
  CALL_STATUSES,
  type AnalyticsAggregate,
  type AnalyticsQuery,
  type AnalyticsView,
} from "./analytic-schemas";
import { resolveRange } from "./analytics-range";
import { queryAnalytics, type AnalyticsRow } from "./query-analytics";

// Every key, in the documented order, with 0: a bucket no measure answered (the counts read from the statements have
// every key in that order already).
function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  const all = {} as Record<K, number>;
  for (const key of keys) all[key] = 0;
  return all;
}

function toAggregate(row: AnalyticsRow): AnalyticsAggregate {
  return {
    calls: {
      total: row.calls ?? 0,
      answered: row.answered ?? 0,
      byStatus: row.byStatus ?? zeros(CALL_STATUSES),
      byOutcome: row.byOutcome ?? zeros(CALL_OUTCOMES),
    },
    answerRate: row.answerRate,
    medianSecondsToAnswer: row.medianSecondsToAnswer,
    doorOpens: { total: row.doorOpens ?? 0, byMethod: row.byMethod ?? zeros(ACCESS_METHODS) },
    deviceUptime: row.deviceUptime,
  };
}

// Calls, door opens and device uptime over time, for the caller's tenant or one of its properties.
export async function readAnalytics(
  principal: AdminPrincipal,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsView> {
  const range = resolveRange(query, now);
  const tenantId = await resolveTenant(principal, query.tenantId);
  const propertyId = query.propertyId ?? null;
  // A property outside the report's tenant is answered as if it did not exist.
  if (
    propertyId &&
    !(await db().property.findFirst({
      where: { id: propertyId, tenantId: tenantId ?? undefined },
      select: { id: true },
    }))
  )
    throw notFound("Property");
  const properties = Prisma.sql`SELECT p.id FROM properties p
    WHERE (${tenantId}::text IS NULL OR p."tenantId" = ${tenantId}) AND (${propertyId}::text IS NULL OR p.id = ${propertyId})`;
  const scopeIds = propertyId ? [propertyId] : await tenantIdsOf(tenantId);
  const timeZone = query.timeZone ?? "UTC";
  const [totals, ...buckets] = await queryAnalytics(
    { scopeIds, properties, tenants: !propertyId },
    range,
    { interval: query.interval, timeZone },
    now,
  );
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    interval: query.interval,
    timeZone,
    propertyId,
    series: buckets.map((row) => ({ bucketStart: (row.bucketStart as Date).toISOString(), ...toAggregate(row) })),
    totals: toAggregate(totals),
  };
}
