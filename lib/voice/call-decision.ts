import type { Prisma } from "../db/generated/client";
import { CALL_EVENT } from "./call-event-types";
import { say } from "./voice-messages";

export type Decision = "door_opened" | "declined" | "door_refused";

const DECISIONS: Decision[] = [CALL_EVENT.doorOpened, CALL_EVENT.declined, CALL_EVENT.doorRefused];

// The resident's decision already in the call's log, if any: a call is decided once.
export async function decisionOf(tx: Prisma.TransactionClient, callId: string): Promise<Decision | null> {
  const event = await tx.callEvent.findFirst({
    where: { callId, type: { in: DECISIONS } },
    orderBy: { occurredAt: "asc" },
    select: { type: true },
  });
  return (event?.type as Decision | undefined) ?? null;
}

export const visitorMessageFor = (decision: Decision) =>
  decision === "door_opened"
    ? say.visitorWelcome
    : decision === "declined"
      ? say.visitorDeclined
      : say.visitorDoorFailed;

export const residentMessageFor = (decision: Decision) =>
  decision === "door_opened"
    ? say.residentOpened
    : decision === "declined"
      ? say.residentDeclined
      : say.residentDoorFailed;
