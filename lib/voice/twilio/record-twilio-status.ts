import { reportCarrierStatus } from "../end-intercom-call";
import { cancelRingingTwilioLegs } from "./cancel-ringing-twilio-legs";
import { twilioIntake } from "./twilio-intake";
import { carrierStatus, statusParams } from "./twilio-params";
import { readCarrierTime } from "../read-carrier-time";
import { emptyTwiml } from "./twilio-twiml";

// POST /twilio/status: status callbacks of the visitor's call; an ending status ends the call and cancels a
// resident's phone still ringing, so nobody answers a call that is gone.
export const twilioStatusIntake = twilioIntake(
  "status",
  ({ form }) => `${form.CallSid}:${form.CallStatus}:${form.SequenceNumber ?? ""}`,
  async (tx, { form }) => {
    const params = statusParams.parse(form);
    const status = carrierStatus(params.CallStatus);
    if (!status) return emptyTwiml();
    const call = await reportCarrierStatus(tx, {
      carrier: "twilio",
      carrierCallId: params.CallSid,
      carrierStatus: status,
      at: readCarrierTime(params.Timestamp),
    });
    if (call?.endedAt) await cancelRingingTwilioLegs(tx, call.id);
    return emptyTwiml();
  },
);
