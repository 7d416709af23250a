import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { CallStatus } from "../db/generated/enums";
import type { ListCallsQuery } from "./call-schemas";
import { fromApiCallStatus, LIVE_CALL_STATUSES, toApiCallStatus } from "./call-status";

type TenantScope = string | { in: string[] } | undefined;

// Filters the hourly call rollups keep; any other filter needs the calls themselves.
const keptByRollups = (query: ListCallsQuery) =>
  !query.unitId && !query.residentId && !query.carrier && !query.from && !query.to && !query.q;

// The statuses a list asks for, or null for all of them.
function statusesOf(query: ListCallsQuery): CallStatus[] | null {
  const named = query.status ? [fromApiCallStatus(query.status)] : null;
  if (!query.live) return named;
  return named ? named.filter((status) => LIVE_CALL_STATUSES.includes(status)) : LIVE_CALL_STATUSES;
}

// The rollup rows of the list's scope; a property counts only inside the caller's tenant.
function scopeOf(tenant: TenantScope, propertyId: string | undefined): Prisma.Sql | null {
  if (typeof tenant === "object") return null;
  if (propertyId)
    return tenant
      ? Prisma.sql`(SELECT id FROM properties WHERE id = ${propertyId} AND "tenantId" = ${tenant})`
      : Prisma.sql`(SELECT id FROM properties WHERE id = ${propertyId})`;
  return tenant ? Prisma.sql`(${tenant})` : Prisma.sql`(SELECT id FROM tenants)`;
}

// A calls list's total. From the rollups when its filters allow: the sum of a scope's hours costs the same however
// many calls it has, where counting a large tenant's calls reads every one of them.
export async function countCalls(
  query: ListCallsQuery,
  tenant: TenantScope,
  countRows: () => Promise<number>,
): Promise<number> {
  if (!keptByRollups(query)) return countRows();
  const scope = scopeOf(tenant, query.propertyId);
  const statuses = statusesOf(query);
  if (!scope || statuses?.length === 0) return 0;
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(r.calls), 0)::int AS total FROM call_rollups r
    WHERE r."scopeId" IN ${scope}
      ${statuses ? Prisma.sql`AND r.status IN (${Prisma.join(statuses.map(toApiCallStatus))})` : Prisma.empty}
      ${query.outcome ? Prisma.sql`AND r.outcome = ${query.outcome}` : Prisma.empty}`;
  return total;
}
