import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { notFound } from "../http/error-codes";
import type { UserWithUnits } from "../auth/serialize-user";

// Revokes a pass unless it already is, in one conditional update: the first revocation's time stays. True when this
// call revoked it.
export async function revokeOnce(tx: Prisma.TransactionClient, id: string): Promise<boolean> {
  const { count } = await tx.guestPass.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  return count === 1;
}

// Only the resident who created a pass revokes it; anyone else's answers 404. Revoking twice is harmless.
export async function revokeGuestPass(user: UserWithUnits, id: string): Promise<void> {
  const pass = await db().guestPass.findFirst({ where: { id, createdById: user.id }, select: { id: true } });
  if (!pass) throw notFound("Guest pass");
  await revokeOnce(db(), id);
}
