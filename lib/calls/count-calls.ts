import { db } from "../db/client";
import { countInRange, findStretch, rangeOf, type CountedRows } from "../analytics/count-in-range";
import { timeWithin } from "../analytics/split-range";
import type { Stretch } from "../http/read-keyset-page";
import { Prisma } from "../db/generated/client";
import type { CallStatus } from "../db/generated/enums";
import type { ListCallsQuery } from "./call-schemas";
import { fromApiCallStatus, LIVE_CALL_STATUSES, toApiCallStatus } from "./call-status";
import { kindPlaces } from "../analytics/call-kinds";
import { rollupScope } from "../analytics/rollup-scope";
import type { TenantFilter } from "../framework/tenant-scope";

// Statuses as SQL values of the calls table, for `IN (…)`: the enum stores the API's spelling (`@map`), not Prisma's names.
export const storedCallStatuses = (statuses: readonly CallStatus[]) =>
  Prisma.join(statuses.map((status) => Prisma.sql`${toApiCallStatus(status)}::"CallStatus"`));

// Filters the hourly call rollups keep (a time range by their whole hours); any other filter needs the calls themselves.
const keptByRollups = (query: ListCallsQuery) => !query.unitId && !query.residentId && !query.carrier && !query.q;

// The statuses a list asks for, or null for all of them.
function statusesOf(query: ListCallsQuery): CallStatus[] | null {
  const named = query.status ? [fromApiCallStatus(query.status)] : null;
  if (!query.live) return named;
  return named ? named.filter((status) => LIVE_CALL_STATUSES.includes(status)) : LIVE_CALL_STATUSES;
}

// The list's calls as the rollups keep them: the rows of its scope (k) and the sum of a row that counts them (the
// places of the statuses and outcome it asks for), and the calls themselves of that scope, statuses and outcome. Null
// when one of its filters is not kept by the rollups.
function counted(query: ListCallsQuery, tenant: TenantFilter): CountedRows | null {
  if (!keptByRollups(query)) return null;
  const scope = rollupScope(tenant, query.propertyId);
  const statuses = statusesOf(query);
  const places =
    (statuses || query.outcome) && kindPlaces(statuses?.map(toApiCallStatus) ?? null, query.outcome ?? null);
  const properties = query.propertyId ? scope : Prisma.sql`(SELECT id FROM properties WHERE "tenantId" IN ${scope})`;
  // `live` with a status that has ended: no call.
  const none = statuses?.length === 0;
  const statusIn = statuses?.length ? Prisma.sql`AND c.status IN (${storedCallStatuses(statuses)})` : Prisma.empty;
  const calls = Prisma.sql`${none ? Prisma.sql`false AND` : Prisma.empty} c."propertyId" IN ${properties} ${statusIn}
    ${query.outcome ? Prisma.sql`AND c.outcome::text = ${query.outcome}` : Prisma.empty}`;
  return {
    table: Prisma.sql`call_rollups k`,
    where: none ? Prisma.sql`false` : Prisma.sql`k."scopeId" IN ${scope}`,
    value: places ? Prisma.raw(places.map((place) => `k.counts[${place}]`).join(" + ")) : Prisma.sql`k.calls`,
    countRows: (since, until) =>
      Prisma.sql`SELECT count(*) FROM calls c WHERE ${calls} ${timeWithin('c."startedAt"', since, until)}`,
  };
}

// A calls list's total. From the rollups when its filters allow: the sum of a scope's days costs the same however many
// calls it has, where counting a large tenant's calls reads every one of them.
export async function countCalls(
  query: ListCallsQuery,
  tenant: TenantFilter,
  countRows: () => Promise<number>,
): Promise<number> {
  const calls = counted(query, tenant);
  if (!calls) return countRows();
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT ${countInRange(calls, ...rangeOf(query))}::int AS total`;
  return total;
}

// The stretch holding the list's call at `skip` (newest first), so the walk to it covers one hour's calls. Undefined
// when a filter is not one the rollups keep, null when the list is shorter.
export async function findCallStretch(
  query: ListCallsQuery,
  tenant: TenantFilter,
  skip: number,
): Promise<Stretch | null | undefined> {
  const calls = counted(query, tenant);
  return calls ? findStretch(calls, skip, ...rangeOf(query)) : undefined;
}
