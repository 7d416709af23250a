import type { AdminPrincipal } from "../auth/admin-principal";
import { resolveTenant } from "../framework/tenant-scope";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { countByValue } from "./count-by-value";
import { LIVE_CALL_STATUSES, toApiCallStatus } from "../calls/call-status";
import { DEVICE_STATUSES, statsSchema, USER_ROLES, type StatsQuery, type StatsView } from "./stat-schemas";

type StatsRow = Omit<StatsView, "tenantId" | "generatedAt">;

const HOUR = 3600 * 1000;

// The dashboard's opening counts, one SQL statement of aggregates over the caller's tenants.
export async function readStats(principal: AdminPrincipal, query: StatsQuery, now = new Date()): Promise<StatsView> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR).toISOString();
  const tenantId = await resolveTenant(principal, query.tenantId);
  const [row] = await db().$queryRaw<StatsRow[]>`
    WITH scope AS (SELECT t.id FROM tenants t WHERE ${tenantId}::text IS NULL OR t.id = ${tenantId}),
    scoped_properties AS (SELECT p.* FROM properties p JOIN scope s ON s.id = p."tenantId")
    SELECT
      (SELECT count(*)::int FROM scope) AS tenants,
      (SELECT jsonb_build_object('total', count(*), 'active', count(*) FILTER (WHERE p.status = 'active')) FROM scoped_properties p) AS properties,
      (SELECT count(*)::int FROM units u JOIN scoped_properties p ON p.id = u."propertyId") AS units,
      (SELECT jsonb_build_object('total', count(*), 'active', count(*) FILTER (WHERE u.status = 'active'), 'byRole', ${countByValue("u.role", USER_ROLES)},
          'activeByRole', ${countByValue("u.role", USER_ROLES, "u.status = 'active'")})
        FROM users u
        WHERE u."tenantId" IN (SELECT id FROM scope) OR (u."tenantId" IS NULL AND ${tenantId}::text IS NULL)) AS users,
      (SELECT jsonb_build_object('total', count(*), 'byStatus', ${countByValue("d.status", DEVICE_STATUSES)})
        FROM devices d JOIN scoped_properties p ON p.id = d."propertyId") AS devices,
      -- Two counts, not one scan with an OR: each uses its own index (startedAt, status) on a large tenant.
      ((SELECT jsonb_build_object(
          'last24Hours', count(*) FILTER (WHERE c."startedAt" >= (${dayAgo}::timestamptz AT TIME ZONE 'UTC')),
          'last7Days', count(*))
        FROM calls c JOIN scoped_properties p ON p.id = c."propertyId"
        WHERE c."startedAt" >= (${weekAgo}::timestamptz AT TIME ZONE 'UTC'))
      || (SELECT jsonb_build_object('live', count(*))
        FROM calls c JOIN scoped_properties p ON p.id = c."propertyId"
        WHERE c.status IN (${Prisma.join(LIVE_CALL_STATUSES.map((status) => Prisma.sql`${toApiCallStatus(status)}::"CallStatus"`))}))) AS calls,
      (SELECT jsonb_build_object('last24Hours', count(*))
        FROM access_events a JOIN scope s ON s.id = a."tenantId"
        WHERE a.result = 'granted' AND a."occurredAt" >= (${dayAgo}::timestamptz AT TIME ZONE 'UTC')) AS "doorOpens"`;
  // Parsing puts the keys of the JSON objects PostgreSQL built back in the documented order.
  return statsSchema.parse({ tenantId, generatedAt: now.toISOString(), ...row });
}
