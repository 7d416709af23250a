import { batchPerClient } from "../db/batch-while-busy";
import type { Database } from "../db/client";
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

// One round trip for the keys of every request waiting (batchWhileBusy): find each key, count its requests in its
// per-minute bucket, and touch lastUsedAt when it is more than a minute old. Every admin API request runs it, so it goes
// around Prisma. Buckets are counted in key order, so two instances' batches never wait on each other in a cycle, and a
// lastUsedAt another statement is touching is left to it.
async function lookUpMany(client: Database, hashedKeys: string[]): Promise<(KeyRow | undefined)[]> {
  const rows = await queryRows<KeyRow & { asked: number }>(
    client,
    Prisma.sql`
    WITH asked AS (
      SELECT hashed AS "hashedKey", count(*)::int AS asked FROM unnest(${hashedKeys}::text[]) AS hashed GROUP BY hashed
    ),
    k AS (
      SELECT k.id, k."hashedKey", k.scopes, k."tenantId", k."createdById", k."rateLimitPerMinute", asked.asked,
             k."expiresAt" IS NOT NULL AND k."expiresAt" <= now() AS expired,
             k."revokedAt" IS NOT NULL AS revoked,
             coalesce(t.status = 'active', true) AS "tenantActive",
             coalesce(u.status <> 'suspended', true) AS "creatorActive",
             u.role::text AS "creatorRole", u."tenantId" AS "creatorTenantId"
      FROM asked
      JOIN api_keys k ON k."hashedKey" = asked."hashedKey"
      LEFT JOIN tenants t ON t.id = k."tenantId"
      LEFT JOIN users u ON u.id = k."createdById"
    ),
    usable AS (SELECT id, asked FROM k WHERE NOT expired AND NOT revoked AND "tenantActive" AND "creatorActive"),
    touch AS (
      UPDATE api_keys SET "lastUsedAt" = now()
      WHERE id IN (
        SELECT a.id FROM api_keys a JOIN usable ON usable.id = a.id
        WHERE a."lastUsedAt" IS NULL OR a."lastUsedAt" < now() - interval '1 minute'
        ORDER BY a.id FOR NO KEY UPDATE OF a SKIP LOCKED
      )
    ),
    bucket AS (
      INSERT INTO rate_limit_buckets (key, "windowStart", count)
      SELECT 'api_key:' || id, date_trunc('minute', now()), asked FROM usable ORDER BY id
      ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + excluded.count
      RETURNING key, count, "windowStart"
    )
    SELECT k.id, k."hashedKey", k.scopes, k."tenantId", k."createdById", k."rateLimitPerMinute", k.expired, k.revoked,
           k."tenantActive", k."creatorActive", k."creatorRole", k."creatorTenantId", k.asked, bucket.count AS used,
           ceil(extract(epoch FROM bucket."windowStart" + interval '1 minute' - now()))::int AS "resetSeconds"
    FROM k LEFT JOIN bucket ON bucket.key = 'api_key:' || k.id`,
  );
  // A key asked n times in the batch has its bucket's last n counts, one per request in the order they came.
  const found = new Map(rows.map((row) => [row.hashedKey, { row, given: 0 }]));
  return hashedKeys.map((hashedKey) => {
    const entry = found.get(hashedKey);
    if (!entry) return undefined;
    entry.given += 1;
    const { asked, used, ...row } = entry.row;
    return { ...row, used: used === null ? null : used - asked + entry.given };
  });
}

const lookUp = batchPerClient("the API key lookup", lookUpMany);

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
