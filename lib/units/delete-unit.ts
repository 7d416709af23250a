import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError } from "../http/error-codes";
import { findUnit } from "./find-unit";

// A unit with history (calls, guest passes) is kept and refused with 409; one without is deleted with its memberships.
export async function deleteUnit(principal: AdminPrincipal, id: string): Promise<"deleted"> {
  const { tenantId } = await findUnit(principal, id);
  await db().$transaction(async (tx) => {
    const history = await tx.unit.findUniqueOrThrow({
      where: { id },
      select: { _count: { select: { calls: true, guestPasses: true } } },
    });
    if (history._count.calls > 0 || history._count.guestPasses > 0) {
      throw new ApiError("CONFLICT", "The unit has calls or guest passes; its history cannot be deleted");
    }
    await tx.unit.delete({ where: { id } });
    await recordAudit(tx, principal, { tenantId, action: "unit.delete", targetType: "unit", targetId: id });
  });
  return "deleted";
}
