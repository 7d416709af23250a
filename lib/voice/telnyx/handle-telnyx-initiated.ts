import { startIntercomCall } from "../start-intercom-call";
import { answer } from "./telnyx-commands";
import { occurredAt } from "./telnyx-event";
import type { TelnyxHandler } from "./telnyx-handler";

// call.initiated: a visitor's incoming call is recorded and answered; our own outbound resident legs need nothing.
export const handleTelnyxInitiated: TelnyxHandler = async (tx, event, state) => {
  const { payload } = event;
  if (state || payload.direction !== "incoming") return [];
  const start = await startIntercomCall(tx, { carrier: "telnyx", carrierCallId: payload.call_control_id, from: payload.from ?? "", to: payload.to ?? "", at: occurredAt(event) });
  if (start.kind === "directory") return [answer(payload.call_control_id, { step: "directory", leg: "visitor", callId: start.callId, attempt: 0 })];
  const reason = start.callId ? "after_hours" : "unknown_number";
  return [answer(payload.call_control_id, { step: "refuse", leg: "visitor", reason, callId: start.callId })];
};
