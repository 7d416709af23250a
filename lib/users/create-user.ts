import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { hashPassword } from "../auth/hash-password";
import { db } from "../db/client";
import { emitUserEvent } from "../events-out/emit-domain-events";
import { requestedUnits, saveMemberships } from "./save-memberships";
import { queueUserToken } from "../invitations/queue-user-token";
import { clerkConfigured } from "../config/clerk-settings";
import { requireGrantableRole } from "./require-grantable-role";
import { serializeUser, withUnits } from "../auth/serialize-user";
import type { CreateUserBody } from "./user-schemas";
import { userTenant } from "./user-tenant";

export async function createUser(principal: AdminPrincipal, body: CreateUserBody) {
  const { email, name, phone, role, status } = body;
  requireGrantableRole(principal, role);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const user = await db().$transaction(async (tx) => {
    const tenantId = await userTenant(tx, principal, body);
    const row = await tx.user.create({ data: { tenantId, email, name, phone, role, status, passwordHash } });
    const unitIds = await saveMemberships(tx, row.id, tenantId, requestedUnits(body) ?? []);
    const created = await tx.user.findUniqueOrThrow({ where: { id: row.id }, include: withUnits });
    await emitUserEvent(tx, created, "user.created");
    // An invited user without a password gets a set-password link, mailed after the commit.
    const invitation = status === "invited" && !passwordHash ? (clerkConfigured() ? "clerk" : "email") : null;
    if (invitation) await queueUserToken(tx, created.id, "invitation");
    await recordAudit(tx, principal, {
      tenantId,
      action: "user.create",
      targetType: "user",
      targetId: created.id,
      data: { role, unitIds, invitation },
    });
    return created;
  });
  return serializeUser(user);
}
