import type { ApiKey } from "../db/generated/client";
import type { ApiKeyStatus, ApiKeyView } from "./api-key-schemas";

// The same rule as the list's status filter: revocation wins, then expiry.
const statusOf = (key: ApiKey, now: Date): ApiKeyStatus => (key.revokedAt ? "revoked" : key.expiresAt && key.expiresAt <= now ? "expired" : "active");

export function serializeApiKey(key: ApiKey, now = new Date()): ApiKeyView {
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
    status: statusOf(key, now),
  };
}
