import type { AdminPrincipal } from "../auth/admin-principal";
import type { Scope } from "../auth/scopes";
import { inTenant } from "../admin/tenant-scope";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ApiError, notFound } from "../http/error-codes";
import { readKeysetPage } from "../http/read-keyset-page";
import { generateApiKey } from "./api-key-format";
import type { CreateApiKeyBody, ListApiKeysQuery, UpdateApiKeyBody } from "./api-key-schemas";
import { issueApiKey } from "./issue-api-key";
import { serializeApiKey } from "./serialize-api-key";

// A key is never wider than its creator: every scope must be one the caller holds.
function requireOwnScopes(principal: AdminPrincipal, scopes: string[]): Scope[] {
  const wider = scopes.filter((scope) => !principal.scopes.has(scope as Scope));
  if (wider.length) throw new ApiError("FORBIDDEN", `This needs scopes you do not hold: ${wider.join(", ")}`);
  return scopes as Scope[];
}

async function keyTenant(principal: AdminPrincipal, requested: string | null | undefined): Promise<string | null> {
  if (principal.tenantId) {
    if (requested === null) throw new ApiError("FORBIDDEN", "Only platform callers can create platform keys");
    if (requested && requested !== principal.tenantId) throw notFound("Tenant");
    return principal.tenantId;
  }
  if (!requested) return null;
  if (!(await db().tenant.findUnique({ where: { id: requested }, select: { id: true } }))) throw notFound("Tenant");
  return requested;
}

export async function findApiKey(principal: AdminPrincipal, id: string) {
  const key = await db().apiKey.findFirst({ where: { id, ...inTenant(principal) } });
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
    ...inTenant(principal),
    ...(query.tenantId && !principal.tenantId ? { tenantId: query.tenantId } : {}),
    ...(query.status ? status[query.status] : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc" },
    ({ after, skip, take }) => db().apiKey.findMany({ where: { AND: [where, after] }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take, skip }),
    () => db().apiKey.count({ where }),
  );
  return { apiKeys: items.map(serializeApiKey), total, nextCursor };
}

export async function createApiKey(principal: AdminPrincipal, body: CreateApiKeyBody) {
  const scopes = requireOwnScopes(principal, body.scopes);
  const tenantId = await keyTenant(principal, body.tenantId);
  return db().$transaction(async (tx) => {
    const created = await issueApiKey(tx, {
      name: body.name,
      scopes,
      tenantId,
      createdById: principal.userId,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      rateLimitPerMinute: body.rateLimitPerMinute,
    });
    await recordAudit(tx, principal, { tenantId, action: "api_key.create", targetType: "api_key", targetId: created.id, data: { scopes } });
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
    const updated = await tx.apiKey.update({ where: { id }, data: body });
    await recordAudit(tx, principal, { tenantId: existing.tenantId, action: "api_key.update", targetType: "api_key", targetId: id, data: body });
    return serializeApiKey(updated);
  });
}

export async function revokeApiKey(principal: AdminPrincipal, id: string) {
  const existing = await findManageableKey(principal, id);
  await db().$transaction(async (tx) => {
    await tx.apiKey.update({ where: { id }, data: { revokedAt: existing.revokedAt ?? new Date() } });
    await recordAudit(tx, principal, { tenantId: existing.tenantId, action: "api_key.revoke", targetType: "api_key", targetId: id });
  });
}

// A new secret for the same key record; the old secret stops working at once.
export async function rotateApiKey(principal: AdminPrincipal, id: string) {
  const existing = await findManageableKey(principal, id);
  if (existing.revokedAt) throw new ApiError("CONFLICT", "A revoked key cannot be rotated");
  const { key, prefix, hashedKey } = generateApiKey();
  return db().$transaction(async (tx) => {
    const updated = await tx.apiKey.update({ where: { id }, data: { prefix, hashedKey } });
    await recordAudit(tx, principal, { tenantId: existing.tenantId, action: "api_key.rotate", targetType: "api_key", targetId: id });
    return { ...serializeApiKey(updated), key };
  });
}
