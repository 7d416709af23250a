import { reachableInUnit, reachableResident } from "../units/reachable-residents";
import type { Prisma } from "../db/generated/client";
import { wantsKind, type Notification, type NotificationKind } from "./notification";
import { scheduleNotification } from "./schedule-notification";

type Message = Omit<Notification, "kind">;

// Tells each active resident who wants this kind; nobody else hears of it.
export async function notifyResidents(
  tx: Prisma.TransactionClient,
  userIds: string[],
  kind: NotificationKind,
  message: Message,
) {
  const users = await tx.user.findMany({
    where: { id: { in: userIds }, ...reachableResident },
    select: { id: true, notificationPrefs: true },
  });
  for (const user of users.filter((candidate) => wantsKind(candidate.notificationPrefs, kind))) {
    await scheduleNotification(tx, user.id, { ...message, kind });
  }
}

// The unit's reachable residents, whom the intercom rings too.
export async function unitResidentIds(tx: Prisma.TransactionClient, unitId: string): Promise<string[]> {
  const memberships = await tx.unitMembership.findMany({
    where: await reachableInUnit(tx, unitId),
    select: { userId: true },
  });
  return memberships.map((membership) => membership.userId);
}
