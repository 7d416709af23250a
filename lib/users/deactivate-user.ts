import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { findUser } from "./find-user";
import { keepActiveOwner } from "./keep-active-owner";

// Users are never erased: their calls, door events and guest passes keep naming them.
export async function deactivateUser(principal: AdminPrincipal, id: string): Promise<"deactivated"> {
  const existing = await findUser(principal, id);
  await db().$transaction(async (tx) => {
    await keepActiveOwner(tx, existing, { status: "suspended" });
    await tx.user.update({
      where: { id },
      data: { status: "suspended", deactivatedAt: existing.deactivatedAt ?? new Date() },
    });
    await recordAudit(tx, principal, {
      tenantId: existing.tenantId,
      action: "user.deactivate",
      targetType: "user",
      targetId: id,
    });
  });
  return "deactivated";
}
