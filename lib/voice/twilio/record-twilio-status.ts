import { reportCarrierStatus } from "../end-intercom-call";
import { twilioIntake } from "./twilio-intake";
import { callbackTime, carrierStatus, statusParams } from "./twilio-params";
import { emptyTwiml } from "./twilio-twiml";

// POST /twilio/status: status callbacks of the visitor's call; an ending status ends the call.
export const twilioStatusIntake = twilioIntake(
  "status",
  ({ form }) => `${form.CallSid}:${form.CallStatus}:${form.SequenceNumber ?? ""}`,
  async (tx, { form }) => {
    const params = statusParams.parse(form);
    await reportCarrierStatus(tx, { carrier: "twilio", carrierCallId: params.CallSid, carrierStatus: carrierStatus(params.CallStatus), at: callbackTime(params.Timestamp) });
    return emptyTwiml();
  },
);
