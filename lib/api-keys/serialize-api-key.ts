import type { ApiKey } from "../db/generated/client";
import { isScope } from "../auth/scopes";
import type { ApiKeyView } from "./api-key-schemas";
import { effectiveKeyScopes, type KeyCreator } from "./effective-key-scopes";

export type ApiKeyWithCreator = ApiKey & { createdBy: KeyCreator };

// Load with every key so its effective scopes can be shown.
export const withCreator = { createdBy: { select: { role: true, tenantId: true } } } as const;

export function serializeApiKey(key: ApiKeyWithCreator): ApiKeyView {
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
  };
}
