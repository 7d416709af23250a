import type { Prisma } from "../db/generated/client";
import { CALL_EVENT } from "./call-event-types";
import { decisionOf, visitorMessageFor } from "./call-decision";
import { dialResident, type ResidentDial } from "./dial-next-resident";
import { lockCall, recordCallEvents } from "./record-call-event";
import { say } from "./voice-messages";

export type ResidentLegEnd = "completed" | "no-answer" | "busy" | "failed" | "canceled";

export type AfterResident =
  | { kind: "decided"; message: string }
  | { kind: "dial"; dial: ResidentDial; message: string }
  | { kind: "end"; message: string }
  | { kind: "over"; message: string };

// A resident's leg ended: after a decision the visitor hears it; otherwise the next resident is rung, or the call ends politely;
// once the visitor has gone ("over") nobody is told anything.
export async function endResidentLeg(
  tx: Prisma.TransactionClient,
  callId: string,
  residentId: string,
  index: number,
  reason: ResidentLegEnd,
  at = new Date(),
): Promise<AfterResident> {
  await lockCall(tx, callId);
  const decision = await decisionOf(tx, callId);
  if (decision) return { kind: "decided", message: visitorMessageFor(decision) };
  const call = await tx.call.findUniqueOrThrow({
    where: { id: callId },
    select: { endedAt: true, unit: { select: { label: true } } },
  });
  await recordCallEvents(tx, callId, [
    { type: CALL_EVENT.residentUnanswered, payload: { residentId, index, reason }, occurredAt: at },
  ]);
  const unit = call.unit?.label ?? "";
  if (call.endedAt) return { kind: "over", message: say.callEnded };
  const dial = await dialResident(tx, callId, index + 1);
  return dial
    ? { kind: "dial", dial, message: say.calling(unit) }
    : { kind: "end", message: say.visitorUnanswered(unit) };
}
