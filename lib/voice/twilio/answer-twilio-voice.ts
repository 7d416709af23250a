import { db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { planIntercomCall } from "../start-intercom-call";
import { plannedTwilioIntake } from "./twilio-intake";
import { voiceParams } from "./twilio-params";
import { directoryTwiml, sayAndHangUp } from "./twilio-twiml";

// POST /twilio/voice: a visitor rings a property's number. The busiest callback: one read, then the new call and the
// delivery's key in one statement.
export const twilioVoiceIntake = plannedTwilioIntake(
  "voice",
  ({ form }) => form.CallSid ?? "",
  async ({ form }) => {
    const params = voiceParams.parse(form);
    const { start, writes } = await planIntercomCall((sql) => queryRows(db(), sql), {
      carrier: "twilio",
      carrierCallId: params.CallSid,
      from: params.From,
      to: params.To,
    });
    const twiml =
      start.kind === "directory" ? directoryTwiml(start.callId, start.prompt, 0) : sayAndHangUp(start.message);
    return { twiml, writes };
  },
);
