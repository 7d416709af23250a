import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { queryRows } from "../db/query-rows";
import type { AdminAuthentication } from "./admin-principal";
import type { UserRole } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";
import { sameHash } from "../crypto/same-hash";
import { hashApiKey, looksLikeApiKey } from "./api-key-format";
import { effectiveKeyScopes } from "./effective-key-scopes";
import { forgetOldBuckets } from "./rate-limit-buckets";

type KeyRow = {
  id: string;
  hashedKey: string;
  scopes: string[];
  tenantId: string | null;
  createdById: string | null;
  rateLimitPerMinute: number;
  expired: boolean;
  revoked: boolean;
  tenantActive: boolean;
  creatorActive: boolean;
  creatorRole: UserRole | null;
  creatorTenantId: string | null;
  used: number | null;
  resetSeconds: number | null;
};

// One round trip: find the key, count this request in its per-minute bucket, and touch
// lastUsedAt when it is more than a minute old. Every admin API request runs it, so it goes around Prisma.
async function lookUp(hashedKey: string): Promise<KeyRow | undefined> {
  const rows = await queryRows<KeyRow>(
    db(),
    Prisma.sql`
    WITH k AS (
      SELECT k.id, k."hashedKey", k.scopes, k."tenantId", k."createdById", k."rateLimitPerMinute",
             k."expiresAt" IS NOT NULL AND k."expiresAt" <= now() AS expired,
             k."revokedAt" IS NOT NULL AS revoked,
             coalesce(t.status = 'active', true) AS "tenantActive",
             coalesce(u.status <> 'suspended', true) AS "creatorActive",
             u.role::text AS "creatorRole", u."tenantId" AS "creatorTenantId"
      FROM api_keys k
      LEFT JOIN tenants t ON t.id = k."tenantId"
      LEFT JOIN users u ON u.id = k."createdById"
      WHERE k."hashedKey" = ${hashedKey}
    ),
    usable AS (SELECT id FROM k WHERE NOT expired AND NOT revoked AND "tenantActive" AND "creatorActive"),
    touch AS (
      UPDATE api_keys SET "lastUsedAt" = now() FROM usable
      WHERE api_keys.id = usable.id AND (api_keys."lastUsedAt" IS NULL OR api_keys."lastUsedAt" < now() - interval '1 minute')
    ),
    bucket AS (
      INSERT INTO rate_limit_buckets (key, "windowStart", count)
      SELECT 'api_key:' || id, date_trunc('minute', now()), 1 FROM usable
      ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + 1
      RETURNING count, "windowStart"
    )
    SELECT k.id, k."hashedKey", k.scopes, k."tenantId", k."createdById", k."rateLimitPerMinute", k.expired, k.revoked,
           k."tenantActive", k."creatorActive", k."creatorRole", k."creatorTenantId", bucket.count AS used,
           ceil(extract(epoch FROM bucket."windowStart" + interval '1 minute' - now()))::int AS "resetSeconds"
    FROM k LEFT JOIN bucket ON true`,
  );
  return rows[0];
}

export async function verifyApiKey(key: string): Promise<AdminAuthentication> {
  if (!looksLikeApiKey(key)) throw new ApiError("UNAUTHORIZED", "The API key is not valid");
  const hashedKey = hashApiKey(key);
  const row = await lookUp(hashedKey);
  if (!row || !sameHash(row.hashedKey, hashedKey)) throw new ApiError("UNAUTHORIZED", "The API key is not valid");
  if (row.revoked) throw new ApiError("UNAUTHORIZED", "The API key has been revoked");
  if (row.expired) throw new ApiError("UNAUTHORIZED", "The API key has expired");
  if (!row.tenantActive) throw new ApiError("FORBIDDEN", "The tenant of this API key is suspended");
  // A key acts with its creator's rights, so it stops when its creator is suspended.
  if (!row.creatorActive) throw new ApiError("UNAUTHORIZED", "The user who created this API key is suspended");
  if (Math.random() < 0.01) void forgetOldBuckets().catch(() => undefined);
  const used = row.used ?? 1;
  return {
    principal: {
      kind: "api_key",
      id: row.id,
      tenantId: row.tenantId,
      userId: row.createdById,
      // Checked on every request, so a demoted creator's keys lose the rights at once.
      scopes: new Set(
        effectiveKeyScopes(row, row.creatorRole ? { role: row.creatorRole, tenantId: row.creatorTenantId } : null),
      ),
    },
    rateLimit: {
      limit: row.rateLimitPerMinute,
      remaining: row.rateLimitPerMinute - used,
      resetSeconds: Math.max(1, row.resetSeconds ?? 60),
    },
  };
}
