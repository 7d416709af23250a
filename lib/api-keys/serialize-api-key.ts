import type { ApiKey } from "../db/generated/client";
import { isScope } from "../auth/scopes";
import type { ApiKeyStatus, ApiKeyView } from "./api-key-schemas";
import { effectiveKeyScopes, type KeyCreator } from "../auth/effective-key-scopes";

export type ApiKeyWithCreator = ApiKey & { createdBy: KeyCreator };

// Load with every key so its effective scopes can be shown.
export const withCreator = { createdBy: { select: { role: true, tenantId: true } } } as const;

// The same rule as the list's status filter: revocation wins, then expiry.
const statusOf = (key: ApiKey, now: Date): ApiKeyStatus =>
  key.revokedAt ? "revoked" : key.expiresAt && key.expiresAt <= now ? "expired" : "active";

export function serializeApiKey(key: ApiKeyWithCreator, now = new Date()): ApiKeyView {
  const effectiveScopes = effectiveKeyScopes(key, key.createdBy);
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    effectiveScopes,
    creatorLostRights: effectiveScopes.length < key.scopes.filter(isScope).length,
    tenantId: key.tenantId,
    rateLimitPerMinute: key.rateLimitPerMinute,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    status: statusOf(key, now),
  };
}
