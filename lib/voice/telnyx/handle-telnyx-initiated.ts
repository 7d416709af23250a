import { CALL_EVENT } from "../call-event-types";
import { recordCallEvents } from "../record-call-event";
import { startIntercomCall } from "../start-intercom-call";
import { answer, hangup } from "./telnyx-commands";
import { occurredAt } from "./telnyx-event";
import type { TelnyxHandler } from "./telnyx-handler";

// call.initiated: a visitor's incoming call is recorded and answered; a resident leg we dialed is noted so it can be
// canceled if the visitor leaves, and is hung up at once if the visitor already has.
export const handleTelnyxInitiated: TelnyxHandler = async (tx, event, state) => {
  const { payload } = event;
  if (state?.step === "resident") {
    const { residentId, index, callId } = state;
    const call = await recordCallEvents(tx, callId, [
      {
        type: CALL_EVENT.residentLegStarted,
        payload: { residentId, index, legId: payload.call_control_id },
        occurredAt: occurredAt(event),
      },
    ]);
    return call.endedAt
      ? [hangup(payload.call_control_id, { step: "goodbye", leg: "resident", callId, residentId, index })]
      : [];
  }
  if (state || payload.direction !== "incoming") return [];
  const start = await startIntercomCall(tx, {
    carrier: "telnyx",
    carrierCallId: payload.call_control_id,
    from: payload.from ?? "",
    to: payload.to ?? "",
    at: occurredAt(event),
  });
  if (start.kind === "directory")
    return [answer(payload.call_control_id, { step: "directory", leg: "visitor", callId: start.callId, attempt: 0 })];
  const reason = start.callId ? "after_hours" : "unknown_number";
  return [answer(payload.call_control_id, { step: "refuse", leg: "visitor", reason, callId: start.callId })];
};
