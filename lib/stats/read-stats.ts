import type { AdminPrincipal } from "../auth/admin-principal";
import { resolveTenant, tenantIdsOf } from "../framework/tenant-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { countByValue } from "./count-by-value";
import { callsStartedSince, doorOpensSince } from "./count-from-rollups";
import { sumByValue } from "../analytics/sum-by-value";
import { LIVE_CALL_STATUSES } from "../calls/call-status";
import { storedCallStatuses } from "../calls/count-calls";
import { DEVICE_STATUSES, statsSchema, USER_ROLES, type StatsQuery, type StatsView } from "./stat-schemas";

type StatsRow = Omit<StatsView, "tenantId" | "generatedAt">;

const HOUR = 3600 * 1000;

// The dashboard's opening counts, one SQL statement of aggregates over the caller's tenants; the call and door
// opening windows come from the rollups (docs/architecture.md, "Scale").
export async function readStats(principal: AdminPrincipal, query: StatsQuery, now = new Date()): Promise<StatsView> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR);
  const tenantId = await resolveTenant(principal, query.tenantId);
  // The tenants as one array of ids, so that each read of the rollups is a range of their key.
  const tenantIds = await tenantIdsOf(tenantId);
  const [tenants, properties] = [Prisma.sql`SELECT id FROM scope`, Prisma.sql`SELECT id FROM scoped_properties`];
  const [row] = await db().$queryRaw<StatsRow[]>`
    WITH scope AS (SELECT unnest(${tenantIds}::text[]) AS id),
    scoped_properties AS (SELECT p.id, p.status FROM properties p JOIN scope s ON s.id = p."tenantId")
    SELECT
      (SELECT count(*)::int FROM scope) AS tenants,
      (SELECT jsonb_build_object('total', count(*), 'active', count(*) FILTER (WHERE p.status = 'active')) FROM scoped_properties p) AS properties,
      (SELECT count(*)::int FROM units u JOIN scoped_properties p ON p.id = u."propertyId") AS units,
      -- Counted per role and status first: one cheap grouping, then a few sums over a handful of rows.
      (SELECT jsonb_build_object('total', coalesce(sum(g.n), 0), 'active', coalesce(sum(g.n) FILTER (WHERE g.status = 'active'), 0),
          'byRole', ${sumByValue("g.role", "g.n", USER_ROLES)}, 'activeByRole', ${sumByValue("g.role", "g.n", USER_ROLES, "g.status = 'active'")})
        FROM (SELECT g.role::text AS role, g.status::text AS status, g.n FROM (SELECT u.role, u.status, count(*) AS n FROM users u
          WHERE ${tenantId ? Prisma.sql`u."tenantId" = ${tenantId}` : Prisma.sql`true`}
          GROUP BY 1, 2) g) g) AS users,
      (SELECT jsonb_build_object('total', count(*), 'byStatus', ${countByValue("d.status", DEVICE_STATUSES)})
        FROM devices d JOIN scoped_properties p ON p.id = d."propertyId") AS devices,
      -- The windows from the tenants' rollups, the live calls on their own index (status).
      (jsonb_build_object('last24Hours', ${callsStartedSince(tenants, properties, dayAgo)},
          'last7Days', ${callsStartedSince(tenants, properties, weekAgo)})
      || (SELECT jsonb_build_object('live', count(*))
        FROM calls c JOIN scoped_properties p ON p.id = c."propertyId"
        WHERE c.status IN (${storedCallStatuses(LIVE_CALL_STATUSES)}))) AS calls,
      jsonb_build_object('last24Hours', ${doorOpensSince(tenants, dayAgo)}) AS "doorOpens"`;
  // Parsing puts the keys of the JSON objects PostgreSQL built back in the documented order.
  return statsSchema.parse({ tenantId, generatedAt: now.toISOString(), ...row });
}
