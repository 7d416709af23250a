import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenant, resolveTenant, tenantFilter } from "../framework/tenant-scope";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { notFound } from "../http/error-codes";
import { readKeysetPage } from "../http/read-keyset-page";
import { checkWebhookUrl } from "./check-webhook-url";
import { serializeWebhookEndpoint } from "./serialize-webhook";
import { generateWebhookSecret, SECRET_OVERLAP_MS } from "./webhook-secret";
import type {
  CreateWebhookEndpointBody,
  ListWebhookEndpointsQuery,
  UpdateWebhookEndpointBody,
} from "./webhook-endpoint-schemas";

export async function findWebhookEndpoint(principal: AdminPrincipal, id: string) {
  const endpoint = await db().webhookEndpoint.findFirst({ where: { id, ...inTenant(principal) } });
  if (!endpoint) throw notFound("Webhook endpoint");
  return endpoint;
}

export async function listWebhookEndpoints(principal: AdminPrincipal, query: ListWebhookEndpointsQuery) {
  const where: Prisma.WebhookEndpointWhereInput = {
    tenantId: tenantFilter(principal, query.tenantId),
    ...(query.status ? { enabled: query.status === "enabled" } : {}),
  };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().webhookEndpoint.findMany({
        where: { AND: [where, after] },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    () => db().webhookEndpoint.count({ where }),
  );
  return { webhookEndpoints: items.map(serializeWebhookEndpoint), total, nextCursor };
}

export async function createWebhookEndpoint(principal: AdminPrincipal, body: CreateWebhookEndpointBody) {
  const tenantId = await resolveTenant(principal, body.tenantId, { required: true });
  const url = await checkWebhookUrl(body.url);
  const secret = generateWebhookSecret();
  return db().$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.create({
      data: {
        tenantId,
        url,
        description: body.description ?? null,
        eventTypes: [...new Set(body.eventTypes ?? [])],
        secret,
      },
    });
    await recordAudit(tx, principal, {
      tenantId,
      action: "webhook_endpoint.create",
      targetType: "webhook_endpoint",
      targetId: endpoint.id,
      data: { url },
    });
    return { ...serializeWebhookEndpoint(endpoint), secret };
  });
}

export async function updateWebhookEndpoint(principal: AdminPrincipal, id: string, body: UpdateWebhookEndpointBody) {
  const existing = await findWebhookEndpoint(principal, id);
  const url = body.url === undefined ? undefined : await checkWebhookUrl(body.url);
  return db().$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: existing.id },
      data: {
        url,
        description: body.description,
        eventTypes: body.eventTypes ? [...new Set(body.eventTypes)] : undefined,
        // Turning an endpoint back on starts its failure clock afresh.
        ...(body.enabled === undefined
          ? {}
          : body.enabled
            ? { enabled: true, disabledReason: null, failingSince: null }
            : { enabled: false }),
      },
    });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "webhook_endpoint.update",
      targetType: "webhook_endpoint",
      targetId: id,
      data: { fields: Object.keys(body) },
    });
    return serializeWebhookEndpoint(endpoint);
  });
}

export async function deleteWebhookEndpoint(principal: AdminPrincipal, id: string) {
  const existing = await findWebhookEndpoint(principal, id);
  await db().$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id: existing.id } });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "webhook_endpoint.delete",
      targetType: "webhook_endpoint",
      targetId: id,
    });
  });
}

// The new secret is shown in this answer only; the old one still signs beside it for SECRET_OVERLAP_MS.
export async function rotateWebhookSecret(principal: AdminPrincipal, id: string) {
  const existing = await findWebhookEndpoint(principal, id);
  const secret = generateWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + SECRET_OVERLAP_MS);
  return db().$transaction(async (tx) => {
    // Read under the row's lock: of two rotations at once, the second keeps the first one's secret as its previous.
    const [current] = await tx.$queryRaw<{ secret: string }[]>`
      SELECT secret FROM webhook_endpoints WHERE id = ${existing.id} FOR UPDATE`;
    if (!current) throw notFound("Webhook endpoint");
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: existing.id },
      data: { secret, previousSecret: current.secret, previousSecretExpiresAt },
    });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "webhook_endpoint.rotate_secret",
      targetType: "webhook_endpoint",
      targetId: id,
    });
    return { ...serializeWebhookEndpoint(endpoint), secret };
  });
}
