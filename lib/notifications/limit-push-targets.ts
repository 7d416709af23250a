import type { Prisma } from "../db/generated/client";
import { ApiError } from "../http/error-codes";

// Every notification goes to each of these, so the caps bound what one resident's targets cost the senders.
export const MAX_PUSH_SUBSCRIPTIONS = 10;
export const MAX_MOBILE_DEVICES = 10;

// Locks the user's row first, so two saves at once cannot both take the last place; `others` counts the user's
// targets apart from the one being saved (saving it again is not a new one).
export async function requireRoomForTarget(
  tx: Prisma.TransactionClient,
  userId: string,
  others: () => Promise<number>,
  max: number,
  what: string,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if ((await others()) >= max)
    throw new ApiError("CONFLICT", `A user keeps at most ${max} ${what}: remove one before adding another`);
}
