import { db } from "../db/client";
import { notFound } from "../http/error-codes";
import type { UserWithUnits } from "../auth/serialize-user";

// Only the resident who created a pass revokes it; anyone else's answers 404. Revoking twice is harmless.
export async function revokeGuestPass(user: UserWithUnits, id: string): Promise<void> {
  const pass = await db().guestPass.findFirst({
    where: { id, createdById: user.id },
    select: { id: true, revokedAt: true },
  });
  if (!pass) throw notFound("Guest pass");
  if (!pass.revokedAt) await db().guestPass.update({ where: { id }, data: { revokedAt: new Date() } });
}
