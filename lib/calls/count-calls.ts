import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { CallStatus } from "../db/generated/enums";
import type { ListCallsQuery } from "./call-schemas";
import { fromApiCallStatus, LIVE_CALL_STATUSES, toApiCallStatus } from "./call-status";
import { kindPlaces } from "../analytics/call-kinds";
import { rollupScope } from "../analytics/rollup-scope";
import type { TenantFilter } from "../framework/tenant-scope";

// Filters the hourly call rollups keep; any other filter needs the calls themselves.
const keptByRollups = (query: ListCallsQuery) =>
  !query.unitId && !query.residentId && !query.carrier && !query.from && !query.to && !query.q;

// The statuses a list asks for, or null for all of them.
function statusesOf(query: ListCallsQuery): CallStatus[] | null {
  const named = query.status ? [fromApiCallStatus(query.status)] : null;
  if (!query.live) return named;
  return named ? named.filter((status) => LIVE_CALL_STATUSES.includes(status)) : LIVE_CALL_STATUSES;
}

// The rollup rows (r) holding a list's calls and the sum of a row that counts them (the places of the statuses and
// outcome it asks for), null when one of its filters is not kept by the rollups.
function rollupCount(query: ListCallsQuery, tenant: TenantFilter): { rows: Prisma.Sql; count: Prisma.Sql } | null {
  if (!keptByRollups(query)) return null;
  const scope = rollupScope(tenant, query.propertyId);
  const statuses = statusesOf(query);
  if (statuses?.length === 0) return { rows: Prisma.sql`false`, count: Prisma.sql`r.calls` };
  const places =
    (statuses || query.outcome) && kindPlaces(statuses?.map(toApiCallStatus) ?? null, query.outcome ?? null);
  return {
    rows: Prisma.sql`r."scopeId" IN ${scope}`,
    count: places ? Prisma.raw(places.map((place) => `r.counts[${place}]`).join(" + ")) : Prisma.sql`r.calls`,
  };
}

// A calls list's total. From the rollups' day rows when its filters allow: the sum of a scope's days costs the same
// however many calls it has, where counting a large tenant's calls reads every one of them.
export async function countCalls(
  query: ListCallsQuery,
  tenant: TenantFilter,
  countRows: () => Promise<number>,
): Promise<number> {
  const rollup = rollupCount(query, tenant);
  if (!rollup) return countRows();
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(${rollup.count}), 0)::int AS total FROM call_rollups r WHERE r.grain = 'day' AND ${rollup.rows}`;
  return total;
}

// The UTC hour holding the list's call at `skip` (newest first) and how many of its calls started after that hour, from
// the rollups: the day from the day rows, then the hour from that day's hour rows, so a year takes about 390 rows and the
// walk to the call covers one hour's calls. Undefined when a filter is not one they keep, null when the list is shorter.
export async function findCallHour(
  query: ListCallsQuery,
  tenant: TenantFilter,
  skip: number,
): Promise<{ start: Date; newer: number } | null | undefined> {
  const rollup = rollupCount(query, tenant);
  if (!rollup) return undefined;
  const [found] = await db().$queryRaw<{ hourMs: number; newer: number }[]>`
    WITH d AS (
      SELECT d.day, d.upto - d.calls AS newer FROM (
        SELECT r.hour AS day, sum(${rollup.count}) AS calls, sum(sum(${rollup.count})) OVER (ORDER BY r.hour DESC) AS upto
        FROM call_rollups r WHERE r.grain = 'day' AND ${rollup.rows} GROUP BY r.hour) d
      WHERE d.upto > ${skip} ORDER BY d.day DESC LIMIT 1)
    SELECT extract(epoch FROM h.hour)::float8 * 1000 AS "hourMs", (d.newer + h.upto - h.calls)::int AS newer
    FROM d, LATERAL (
      SELECT r.hour, sum(${rollup.count}) AS calls, sum(sum(${rollup.count})) OVER (ORDER BY r.hour DESC) AS upto
      FROM call_rollups r
      WHERE r.grain = 'hour' AND ${rollup.rows} AND r.hour >= d.day AND r.hour < d.day + interval '1 day'
      GROUP BY r.hour) h
    WHERE d.newer + h.upto > ${skip} ORDER BY h.hour DESC LIMIT 1`;
  return found ? { start: new Date(found.hourMs), newer: found.newer } : null;
}
