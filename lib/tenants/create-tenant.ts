import type { AdminPrincipal } from "../auth/admin-principal";
import { requirePlatform } from "../framework/require-platform";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { CreateTenantBody } from "./tenant-schemas";
import { serializeTenant } from "./serialize-tenant";

export async function createTenant(principal: AdminPrincipal, body: CreateTenantBody) {
  requirePlatform(principal, "Only platform callers can create tenants");
  const tenant = await db().$transaction(async (tx) => {
    const created = await tx.tenant.create({ data: body });
    await recordAudit(tx, principal, {
      tenantId: created.id,
      action: "tenant.create",
      targetType: "tenant",
      targetId: created.id,
      data: body,
    });
    return created;
  });
  return serializeTenant(tenant);
}
