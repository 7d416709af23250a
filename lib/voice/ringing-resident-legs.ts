import type { Prisma } from "../db/generated/client";
import { CALL_EVENT } from "./call-event-types";

const field = (payload: unknown, name: string): unknown =>
  payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;

// The carrier ids of the call's resident legs that started and have neither been answered nor ended.
export async function ringingResidentLegs(tx: Prisma.TransactionClient, callId: string): Promise<string[]> {
  const events = await tx.callEvent.findMany({
    where: {
      callId,
      type: { in: [CALL_EVENT.residentLegStarted, CALL_EVENT.residentAnswered, CALL_EVENT.residentUnanswered] },
    },
    select: { type: true, payload: true },
  });
  const settled = new Set(
    events
      .filter((event) => event.type !== CALL_EVENT.residentLegStarted)
      .map((event) => String(field(event.payload, "residentId"))),
  );
  return events
    .filter(
      (event) =>
        event.type === CALL_EVENT.residentLegStarted && !settled.has(String(field(event.payload, "residentId"))),
    )
    .map((event) => String(field(event.payload, "legId")));
}
