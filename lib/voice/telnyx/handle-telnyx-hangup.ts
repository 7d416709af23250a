import { reportCarrierStatus } from "../end-intercom-call";
import { endResidentLeg, type ResidentLegEnd } from "../end-resident-leg";
import { ringingResidentLegs } from "../ringing-resident-legs";
import { dialResidentLeg, hangup, speak } from "./telnyx-commands";
import { occurredAt } from "./telnyx-event";
import { visitorLeg, type TelnyxHandler } from "./telnyx-handler";

const LEG_ENDS: Record<string, ResidentLegEnd> = {
  timeout: "no-answer",
  no_answer: "no-answer",
  user_busy: "busy",
  call_rejected: "no-answer",
  normal_clearing: "completed",
  originator_cancel: "canceled",
};

// call.hangup: a resident's leg ending rings the next resident or ends politely; the visitor's ends the call and
// cancels a resident's phone still ringing, so nobody answers a call that is gone.
export const handleTelnyxHangup: TelnyxHandler = async (tx, event, state) => {
  const at = occurredAt(event);
  if (state?.leg === "resident" && state.callId && state.residentId && state.index !== undefined) {
    const reason = LEG_ENDS[event.payload.hangup_cause ?? ""] ?? "failed";
    const next = await endResidentLeg(tx, state.callId, state.residentId, state.index, reason, at);
    if (next.kind === "decided" || next.kind === "over") return [];
    if (next.kind === "dial") return [dialResidentLeg(next.dial, event.payload.connection_id)];
    return [
      speak(await visitorLeg(tx, state.callId), next.message, {
        step: "goodbye",
        leg: "visitor",
        callId: state.callId,
      }),
    ];
  }
  const call = await reportCarrierStatus(tx, {
    carrier: "telnyx",
    carrierCallId: event.payload.call_control_id,
    carrierStatus: "completed",
    at,
    detail: { hangupCause: event.payload.hangup_cause ?? null },
  });
  if (!call) return [];
  return (await ringingResidentLegs(tx, call.id)).map((leg) =>
    hangup(leg, { step: "goodbye", leg: "resident", callId: call.id }),
  );
};
