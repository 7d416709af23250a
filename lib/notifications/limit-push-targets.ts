import type { Prisma } from "../db/generated/client";

// Every notification goes to each of these, so the caps bound what one resident's targets cost the senders.
export const MAX_PUSH_SUBSCRIPTIONS = 10;
export const MAX_MOBILE_DEVICES = 10;

// A reinstalled app or a cleared browser leaves its old target behind, so a new one is never refused: the user's
// newest targets stay and the oldest beyond the cap are let go. The user's row is locked first, so two saves at once
// take their turns; `others` lists the user's other targets, newest first.
export async function makeRoomForTarget(
  tx: Prisma.TransactionClient,
  userId: string,
  others: () => Promise<{ id: string }[]>,
  max: number,
  letGo: (ids: string[]) => Promise<unknown>,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  const beyond = (await others()).slice(max - 1).map((target) => target.id);
  if (beyond.length) await letGo(beyond);
}
