import type { AdminPrincipal } from "../auth/admin-principal";
import { requirePlatform } from "../framework/require-platform";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findTenant } from "./find-tenant";

// A tenant is never erased: suspension keeps its history and stops its API keys.
export async function suspendTenant(principal: AdminPrincipal, id: string): Promise<"suspended"> {
  await findTenant(principal, id);
  requirePlatform(principal, "Only platform callers can suspend tenants");
  await db().$transaction(async (tx) => {
    await tx.tenant.update({ where: { id }, data: { status: "suspended" } });
    await recordAudit(tx, principal, { tenantId: id, action: "tenant.suspend", targetType: "tenant", targetId: id });
  });
  return "suspended";
}
