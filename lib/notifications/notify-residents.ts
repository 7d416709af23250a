import { livingThere, unitTimeZone } from "../units/membership-dates";
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
    where: { id: { in: userIds }, role: "resident", status: "active" },
    select: { id: true, notificationPrefs: true },
  });
  for (const user of users.filter((candidate) => wantsKind(candidate.notificationPrefs, kind))) {
    await scheduleNotification(tx, user.id, { ...message, kind });
  }
}

export async function unitResidentIds(tx: Prisma.TransactionClient, unitId: string): Promise<string[]> {
  const memberships = await tx.unitMembership.findMany({
    where: { unitId, ...livingThere(await unitTimeZone(tx, unitId)) },
    select: { userId: true },
  });
  return memberships.map((membership) => membership.userId);
}
