import { decideEntry } from "../decide-entry";
import { selectUnit } from "../select-unit";
import { dialResidentLeg, gatherUnitCode, hangup, speak } from "./telnyx-commands";
import type { FlowState } from "./telnyx-client-state";
import type { TelnyxCommand } from "./telnyx-client";
import { occurredAt, type TelnyxEvent } from "./telnyx-event";
import { visitorLeg, type TelnyxHandler } from "./telnyx-handler";
import type { Prisma } from "../../db/generated/client";

type Directory = Extract<FlowState, { step: "directory" }>;
type Resident = Extract<FlowState, { step: "resident" }>;

async function unitCode(tx: Prisma.TransactionClient, event: TelnyxEvent, state: Directory): Promise<TelnyxCommand[]> {
  const leg = event.payload.call_control_id;
  const choice = await selectUnit(tx, state.callId, event.payload.digits ?? "", state.attempt);
  if (choice.kind === "retry") return [gatherUnitCode(leg, choice.prompt, { ...state, attempt: choice.attempt })];
  if (choice.kind === "end")
    return [speak(leg, choice.message, { step: "goodbye", leg: "visitor", callId: state.callId })];
  return [
    speak(leg, choice.message, { step: "waiting", leg: "visitor", callId: state.callId }),
    dialResidentLeg(choice.dial, event.payload.connection_id),
  ];
}

async function decision(
  tx: Prisma.TransactionClient,
  event: TelnyxEvent,
  state: Resident,
  digit: string,
): Promise<TelnyxCommand[]> {
  const leg = event.payload.call_control_id;
  const entry = await decideEntry(tx, state.callId, state.residentId, digit, occurredAt(event));
  if (entry.repeated) return [];
  const residentGoodbye = speak(leg, entry.residentMessage, { ...state, step: "goodbye" });
  if (!entry.visitorMessage) return [residentGoodbye];
  const visitor = await visitorLeg(tx, state.callId);
  return [
    residentGoodbye,
    speak(visitor, entry.visitorMessage, { step: "goodbye", leg: "visitor", callId: state.callId }),
  ];
}

// call.gather.ended: the visitor's unit code, or the resident's key.
export const handleTelnyxGatherEnded: TelnyxHandler = async (tx, event, state) => {
  if (event.payload.status === "call_hangup") return [];
  if (state?.step === "directory") return unitCode(tx, event, state);
  if (state?.step === "resident") {
    const digit = (event.payload.digits ?? "").slice(0, 1);
    return digit ? decision(tx, event, state, digit) : [hangup(event.payload.call_control_id, state)];
  }
  return [];
};

// call.dtmf.received: a resident's 9 or 0 counts even when it arrives without a gather; the call is decided once.
export const handleTelnyxDtmf: TelnyxHandler = async (tx, event, state) => {
  const digit = event.payload.digit ?? "";
  return state?.step === "resident" && (digit === "9" || digit === "0") ? decision(tx, event, state, digit) : [];
};
