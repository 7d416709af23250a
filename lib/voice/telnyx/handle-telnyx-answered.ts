import { answerResident } from "../answer-resident";
import { say } from "../voice-messages";
import { gatherDecision, gatherUnitCode, speak } from "./telnyx-commands";
import { occurredAt } from "./telnyx-event";
import type { TelnyxHandler } from "./telnyx-handler";
import type { Prisma } from "../../db/generated/client";

async function refusal(tx: Prisma.TransactionClient, callId: string | null): Promise<string> {
  if (!callId) return say.unknownNumber;
  const { property } = await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { property: true } });
  return say.afterHours(property.name, property.intercomOpensAt, property.intercomClosesAt);
}

// call.answered: the visitor hears the directory prompt or a refusal; a resident hears the whisper.
export const handleTelnyxAnswered: TelnyxHandler = async (tx, event, state) => {
  const leg = event.payload.call_control_id;
  if (state?.step === "refuse")
    return [speak(leg, await refusal(tx, state.callId), { step: "goodbye", leg: "visitor", callId: state.callId })];
  if (state?.step === "directory") {
    const call = await tx.call.findUniqueOrThrow({
      where: { id: state.callId },
      select: { endedAt: true, property: { select: { name: true } } },
    });
    // A late answer for a call that already hung up prompts nobody.
    return call.endedAt ? [] : [gatherUnitCode(leg, say.directory(call.property.name), state)];
  }
  if (state?.step !== "resident") return [];
  const greeting = await answerResident(tx, state.callId, state.residentId, occurredAt(event));
  const goodbye = { ...state, step: "goodbye" as const };
  return greeting.kind === "whisper"
    ? [gatherDecision(leg, greeting.text, state)]
    : [speak(leg, greeting.message, goodbye)];
};
