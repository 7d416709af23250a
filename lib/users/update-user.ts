import type { AdminPrincipal } from "../auth/admin-principal";
import { requirePlatform } from "../framework/require-platform";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { emitUserEvent } from "../events-out/emit-domain-events";
import { ApiError } from "../http/error-codes";
import { requestedUnits, saveMemberships } from "./save-memberships";
import { findUser } from "./find-user";
import { requireGrantableRole } from "./require-grantable-role";
import { keepActiveOwner } from "./keep-active-owner";
import { serializeUser, withUnits } from "../auth/serialize-user";
import type { UpdateUserBody } from "./user-schemas";

export async function updateUser(principal: AdminPrincipal, id: string, body: UpdateUserBody) {
  const existing = await findUser(principal, id);
  const { unitIds, units: unitList, ...fields } = body;
  const units = requestedUnits({ unitIds, units: unitList });
  if (body.role && body.role !== existing.role) requireGrantableRole(principal, body.role);
  const promoting = body.role === "platform_admin" && existing.role !== "platform_admin";
  if (promoting) requirePlatform(principal, "Only platform callers can make a user a platform admin");
  if (existing.role === "platform_admin" && body.role && body.role !== "platform_admin") {
    throw new ApiError("VALIDATION_ERROR", "A platform admin has no tenant to take another role in", [
      { field: "role", issue: "create a tenant user instead" },
    ]);
  }
  // A platform admin belongs to no tenant and no unit, so promotion leaves both.
  const tenantId = promoting ? null : existing.tenantId;
  const deactivatedAt =
    body.status === undefined ? undefined : body.status === "suspended" ? (existing.deactivatedAt ?? new Date()) : null;
  const user = await db().$transaction(async (tx) => {
    await keepActiveOwner(tx, existing, { role: body.role, status: body.status });
    if (units !== undefined || promoting) await saveMemberships(tx, id, tenantId, units ?? []);
    const updated = await tx.user.update({
      where: { id },
      data: { ...fields, tenantId, deactivatedAt },
      include: withUnits,
    });
    await emitUserEvent(tx, updated, "user.updated");
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "user.update",
      targetType: "user",
      targetId: id,
      data: body,
    });
    return updated;
  });
  return serializeUser(user);
}
