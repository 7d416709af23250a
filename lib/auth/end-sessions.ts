import { db } from "../db/client";

// Ends every session and token of the user at once: they carry the old session version.
export async function endSessions(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
