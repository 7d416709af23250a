import type { AdminPrincipal } from "../auth/admin-principal";
import type { Scope } from "../auth/scopes";
import { inTenant, resolveTenant, tenantFilter } from "../framework/tenant-scope";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ApiError, notFound } from "../http/error-codes";
import { readKeysetPage } from "../http/read-keyset-page";
import { generateApiKey } from "../auth/api-key-format";
import type { CreateApiKeyBody, ListApiKeysQuery, UpdateApiKeyBody } from "./api-key-schemas";
import { DEFAULT_RATE_LIMIT_PER_MINUTE, issueApiKey } from "./issue-api-key";
import { serializeApiKey, withCreator } from "./serialize-api-key";

// A key is never wider than its creator: every scope must be one the caller holds.
function requireOwnScopes(principal: AdminPrincipal, scopes: string[]): Scope[] {
  const wider = scopes.filter((scope) => !principal.scopes.has(scope as Scope));
  if (wider.length) throw new ApiError("FORBIDDEN", `This needs scopes you do not hold: ${wider.join(", ")}`);
  return scopes as Scope[];
}

// A key may not be allowed more requests than its maker: the maker's key, or the default for a person.
async function requireOwnRateLimit(principal: AdminPrincipal, requested: number | undefined): Promise<number> {
  const own =
    principal.kind === "api_key"
      ? (await db().apiKey.findUniqueOrThrow({ where: { id: principal.id }, select: { rateLimitPerMinute: true } }))
          .rateLimitPerMinute
      : DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (requested !== undefined && requested > own)
    throw new ApiError("FORBIDDEN", `rateLimitPerMinute may be at most ${own}, the caller's own limit`);
  return Math.min(requested ?? DEFAULT_RATE_LIMIT_PER_MINUTE, own);
}

export async function findApiKey(principal: AdminPrincipal, id: string) {
  const key = await db().apiKey.findFirst({ where: { id, ...inTenant(principal) }, include: withCreator });
  if (!key) throw notFound("API key");
  return key;
}

export async function listApiKeys(principal: AdminPrincipal, query: ListApiKeysQuery) {
  const now = new Date();
  const status: Record<string, Prisma.ApiKeyWhereInput> = {
    active: { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    revoked: { revokedAt: { not: null } },
    expired: { revokedAt: null, expiresAt: { lte: now } },
  };
  const where: Prisma.ApiKeyWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.status ? status[query.status] : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().apiKey.findMany({
        where: { AND: [where, after] },
        include: withCreator,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    () => db().apiKey.count({ where }),
  );
  return { apiKeys: items.map((key) => serializeApiKey(key)), total, nextCursor };
}

export async function createApiKey(principal: AdminPrincipal, body: CreateApiKeyBody) {
  const scopes = requireOwnScopes(principal, body.scopes);
  const tenantId = await resolveTenant(principal, body.tenantId, {
    platformOnly: "Only platform callers can create platform keys",
  });
  const rateLimitPerMinute = await requireOwnRateLimit(principal, body.rateLimitPerMinute);
  return db().$transaction(async (tx) => {
    const created = await issueApiKey(tx, {
      name: body.name,
      scopes,
      tenantId,
      createdById: principal.userId,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      rateLimitPerMinute,
    });
    await recordAudit(tx, principal, {
      tenantId,
      action: "api_key.create",
      targetType: "api_key",
      targetId: created.id,
      data: { scopes },
    });
    return created;
  });
}

// Changing, revoking or rotating a key is acting as it: the caller must hold every scope it has.
async function findManageableKey(principal: AdminPrincipal, id: string) {
  const existing = await findApiKey(principal, id);
  requireOwnScopes(principal, existing.scopes);
  return existing;
}

export async function updateApiKey(principal: AdminPrincipal, id: string, body: UpdateApiKeyBody) {
  const existing = await findManageableKey(principal, id);
  if (body.scopes) requireOwnScopes(principal, body.scopes);
  return db().$transaction(async (tx) => {
    // Conditional, so a revocation committing meanwhile is seen: a revoked key is final.
    const { count } = await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: body });
    if (!count) throw new ApiError("CONFLICT", "A revoked key cannot be changed");
    const updated = await tx.apiKey.findUniqueOrThrow({ where: { id }, include: withCreator });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "api_key.update",
      targetType: "api_key",
      targetId: id,
      data: body,
    });
    return serializeApiKey(updated);
  });
}

export async function revokeApiKey(principal: AdminPrincipal, id: string) {
  const existing = await findManageableKey(principal, id);
  await db().$transaction(async (tx) => {
    await tx.apiKey.update({ where: { id }, data: { revokedAt: existing.revokedAt ?? new Date() } });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "api_key.revoke",
      targetType: "api_key",
      targetId: id,
    });
  });
}

// A new secret for the same key record; the old secret stops working at once.
export async function rotateApiKey(principal: AdminPrincipal, id: string) {
  const existing = await findManageableKey(principal, id);
  if (existing.revokedAt) throw new ApiError("CONFLICT", "A revoked key cannot be rotated");
  const { key, prefix, hashedKey } = generateApiKey();
  return db().$transaction(async (tx) => {
    const updated = await tx.apiKey.update({ where: { id }, data: { prefix, hashedKey }, include: withCreator });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "api_key.rotate",
      targetType: "api_key",
      targetId: id,
    });
    return { ...serializeApiKey(updated), key };
  });
}
