import type { AdminPrincipal } from "../auth/admin-principal";
import { ALL_SCOPES } from "../auth/scopes";
import { db } from "../db/client";
import type { AdminSessionView } from "./session-schemas";

// The principal as the dashboard needs it: who, which role and tenant, and the scopes in a stable order.
export async function readAdminSession(principal: AdminPrincipal): Promise<AdminSessionView> {
  const [user, tenant] = await Promise.all([
    principal.userId
      ? db().user.findUnique({ where: { id: principal.userId }, select: { name: true, email: true, role: true } })
      : null,
    principal.tenantId ? db().tenant.findUnique({ where: { id: principal.tenantId }, select: { name: true } }) : null,
  ]);
  const role = user && user.role !== "resident" ? user.role : null;
  return {
    kind: principal.kind,
    userId: principal.userId,
    name: user?.name ?? null,
    email: user?.email ?? null,
    role,
    tenantId: principal.tenantId,
    tenantName: tenant?.name ?? null,
    scopes: ALL_SCOPES.filter((scope) => principal.scopes.has(scope)),
  };
}
