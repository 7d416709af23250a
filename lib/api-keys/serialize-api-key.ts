import type { ApiKey } from "../db/generated/client";
import type { ApiKeyView } from "./api-key-schemas";

export function serializeApiKey(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    tenantId: key.tenantId,
    rateLimitPerMinute: key.rateLimitPerMinute,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
