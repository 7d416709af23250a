import { answerResident } from "../answer-resident";
import { twilioIntake } from "./twilio-intake";
import { residentQuery } from "./twilio-params";
import { sayAndHangUp, whisperTwiml } from "./twilio-twiml";

// POST /twilio/whisper: the resident picked up; they hear who is calling before the call connects.
export const twilioWhisperIntake = twilioIntake(
  "whisper",
  ({ query, form }) => `${form.CallSid}:${query.callId}:${query.index}`,
  async (tx, { query }) => {
    const state = residentQuery.parse(query);
    const greeting = await answerResident(tx, state.callId, state.residentId);
    return greeting.kind === "whisper" ? whisperTwiml(state, greeting.text) : sayAndHangUp(greeting.message);
  },
);
