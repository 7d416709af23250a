import type { Prisma } from "../db/generated/client";
import { CALL_EVENT } from "./call-event-types";
import { decisionOf } from "./call-decision";
import { whisperFor } from "./dial-next-resident";
import { lockCall, recordCallEvents } from "./record-call-event";
import { say } from "./voice-messages";

export type ResidentGreeting = { kind: "whisper"; text: string } | { kind: "hangup"; message: string };

// A resident picked up: tell them who is calling, unless the visitor already left or someone already decided.
export async function answerResident(
  tx: Prisma.TransactionClient,
  callId: string,
  residentId: string,
  at = new Date(),
): Promise<ResidentGreeting> {
  await lockCall(tx, callId);
  const call = await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { endedAt: true } });
  if (call.endedAt || (await decisionOf(tx, callId))) return { kind: "hangup", message: say.callEnded };
  await recordCallEvents(tx, callId, [{ type: CALL_EVENT.residentAnswered, payload: { residentId }, occurredAt: at }]);
  return { kind: "whisper", text: await whisperFor(tx, callId) };
}
