import { db, type Database } from "../db/client";
import type { Prisma } from "../db/generated/client";

// Ends every session and token of the user at once: they carry the old session version.
export async function endSessions(userId: string, tx: Prisma.TransactionClient | Database = db()): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
