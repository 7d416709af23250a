import { endResidentLeg, type ResidentLegEnd } from "../end-resident-leg";
import { twilioIntake } from "./twilio-intake";
import { dialStatusParams, residentQuery } from "./twilio-params";
import { dialTwiml, sayAndHangUp } from "./twilio-twiml";

const LEG_ENDS: Record<string, ResidentLegEnd> = {
  completed: "completed",
  answered: "completed",
  busy: "busy",
  "no-answer": "no-answer",
  failed: "failed",
  canceled: "canceled",
};

// POST /twilio/dial-status: a resident's leg ended; the visitor hears the decision, or the next resident is rung.
export const twilioDialStatusIntake = twilioIntake(
  "dial-status",
  ({ query, form }) => `${form.CallSid}:${query.callId}:${query.index}`,
  async (tx, { query, form }) => {
    const state = residentQuery.parse(query);
    const reason = LEG_ENDS[dialStatusParams.parse(form).DialCallStatus] ?? "failed";
    const next = await endResidentLeg(tx, state.callId, state.residentId, state.index, reason);
    return next.kind === "dial" ? dialTwiml(next.dial, next.message) : sayAndHangUp(next.message);
  },
);
