import { type AuditActor, recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { notFound } from "../http/error-codes";
import type { UserWithUnits } from "../auth/serialize-user";

type RevokedPass = { id: string; unitId: string; tenantId: string };

// Revokes a pass unless it already is, in one conditional update, and audits it as `guest_pass.revoke`, whoever revokes
// (its creator or staff): the first revocation's time stays, and revoking again writes no second entry.
export async function revokeOnce(tx: Prisma.TransactionClient, actor: AuditActor, pass: RevokedPass): Promise<void> {
  const { count } = await tx.guestPass.updateMany({
    where: { id: pass.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 1)
    await recordAudit(tx, actor, {
      tenantId: pass.tenantId,
      action: "guest_pass.revoke",
      targetType: "guest_pass",
      targetId: pass.id,
      data: { unitId: pass.unitId },
    });
}

// Only the resident who created a pass revokes it; anyone else's answers 404. Revoking twice is harmless.
export async function revokeGuestPass(user: UserWithUnits, id: string): Promise<void> {
  const pass = await db().guestPass.findFirst({
    where: { id, createdById: user.id },
    select: { unitId: true, property: { select: { tenantId: true } } },
  });
  if (!pass) throw notFound("Guest pass");
  await db().$transaction((tx) =>
    revokeOnce(tx, { kind: "session", id: user.id }, { id, unitId: pass.unitId, tenantId: pass.property.tenantId }),
  );
}
