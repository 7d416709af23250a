import { startIntercomCall } from "../start-intercom-call";
import { twilioIntake } from "./twilio-intake";
import { voiceParams } from "./twilio-params";
import { directoryTwiml, sayAndHangUp } from "./twilio-twiml";

// POST /twilio/voice: a visitor rings a property's number.
export const twilioVoiceIntake = twilioIntake(
  "voice",
  ({ form }) => form.CallSid ?? "",
  async (tx, { form }) => {
    const params = voiceParams.parse(form);
    const start = await startIntercomCall(tx, {
      carrier: "twilio",
      carrierCallId: params.CallSid,
      from: params.From,
      to: params.To,
    });
    return start.kind === "directory" ? directoryTwiml(start.callId, start.prompt, 0) : sayAndHangUp(start.message);
  },
);
