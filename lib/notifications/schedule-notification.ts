import type { Prisma } from "../db/generated/client";
import type { Notification } from "./notification";

// Queues one notification to one resident, sent after the caller's transaction commits.
export async function scheduleNotification(_tx: Prisma.TransactionClient, _userId: string, _notification: Notification): Promise<void> {}
