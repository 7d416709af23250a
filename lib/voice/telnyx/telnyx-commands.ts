import type { ResidentDial } from "../dial-next-resident";
import { encodeState, type FlowState } from "./telnyx-client-state";
import type { TelnyxCommand } from "./telnyx-client";

const VOICE = { voice: "female", language: "en-US" };
const action = (callControlId: string, name: string, body: Record<string, unknown>): TelnyxCommand => ({
  path: `/calls/${encodeURIComponent(callControlId)}/actions/${name}`,
  body,
});

export const answer = (callControlId: string, state: FlowState) =>
  action(callControlId, "answer", { client_state: encodeState(state) });
export const hangup = (callControlId: string, state: FlowState) =>
  action(callControlId, "hangup", { client_state: encodeState(state) });
export const speak = (callControlId: string, text: string, state: FlowState) =>
  action(callControlId, "speak", { ...VOICE, payload: text, client_state: encodeState(state) });

export const gatherUnitCode = (callControlId: string, prompt: string, state: FlowState) =>
  action(callControlId, "gather_using_speak", {
    ...VOICE,
    payload: prompt,
    minimum_digits: 1,
    maximum_digits: 8,
    terminating_digit: "#",
    timeout_millis: 8000,
    client_state: encodeState(state),
  });

export const gatherDecision = (callControlId: string, prompt: string, state: FlowState) =>
  action(callControlId, "gather_using_speak", {
    ...VOICE,
    payload: prompt,
    minimum_digits: 1,
    maximum_digits: 1,
    valid_digits: "0123456789",
    timeout_millis: 10000,
    client_state: encodeState(state),
  });

// A new outbound leg to the resident; its events come back carrying the resident step.
export const dialResidentLeg = (dial: ResidentDial, connectionId: string | undefined): TelnyxCommand => ({
  path: "/calls",
  body: {
    connection_id: connectionId,
    to: dial.phone,
    from: dial.callerId,
    timeout_secs: 20,
    client_state: encodeState({
      step: "resident",
      leg: "resident",
      callId: dial.callId,
      residentId: dial.residentId,
      index: dial.index,
    }),
  },
});
