import type { Database } from "../db/client";

// Commands nobody acknowledged in time end as expired; a late ack then changes nothing.
export async function expireCommands(database: Database, now = new Date()): Promise<number> {
  const { count } = await database.deviceCommand.updateMany({
    where: { status: { in: ["pending", "sent"] }, expiresAt: { lte: now } },
    data: { status: "expired" },
  });
  return count;
}
