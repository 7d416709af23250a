import { CALL_EVENT } from "../call-event-types";
import { recordCallEvents } from "../record-call-event";
import { cancelRingingTwilioLegs } from "./cancel-ringing-twilio-legs";
import { twilioIntake } from "./twilio-intake";
import { legStatusParams, residentQuery } from "./twilio-params";
import { emptyTwiml } from "./twilio-twiml";

// POST /twilio/leg-status: a resident leg we dialed was created; its sid is noted so it can be canceled if the
// visitor leaves, and it is canceled at once if the visitor already has.
export const twilioLegStatusIntake = twilioIntake(
  "leg-status",
  ({ form }) => `${form.CallSid}:${form.CallStatus}`,
  async (tx, { query, form }) => {
    const { callId, residentId, index } = residentQuery.parse(query);
    const leg = legStatusParams.parse(form).CallSid;
    const call = await recordCallEvents(tx, callId, [
      { type: CALL_EVENT.residentLegStarted, payload: { residentId, index, legId: leg } },
    ]);
    if (call.endedAt) await cancelRingingTwilioLegs(tx, callId, [leg]);
    return emptyTwiml();
  },
);
