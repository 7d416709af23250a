import twilio from "twilio";
import type { ResidentDial } from "../dial-next-resident";
import { say } from "../voice-messages";

const { VoiceResponse } = twilio.twiml;
export type Twiml = InstanceType<typeof VoiceResponse>;

const route = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

export const sayAndHangUp = (message: string): Twiml => {
  const response = new VoiceResponse();
  response.say(message);
  response.hangup();
  return response;
};

export const emptyTwiml = (): Twiml => new VoiceResponse();

// The directory prompt; the unit code arrives at /twilio/gather, silence ends the call.
export function directoryTwiml(callId: string, prompt: string, attempt: number): Twiml {
  const response = new VoiceResponse();
  response
    .gather({
      input: ["dtmf"],
      finishOnKey: "#",
      timeout: 8,
      action: route("/twilio/gather", { step: "directory", callId, attempt }),
      method: "POST",
    })
    .say(prompt);
  response.say(say.noDigits);
  response.hangup();
  return response;
}

// Rings one resident; /twilio/leg-status learns the leg's sid when Twilio creates it, the whisper plays to them on
// pickup and /twilio/dial-status hears how the leg ended.
export function dialTwiml(dial: ResidentDial, message: string): Twiml {
  const response = new VoiceResponse();
  const state = { callId: dial.callId, residentId: dial.residentId, index: dial.index };
  response.say(message);
  response
    .dial({ action: route("/twilio/dial-status", state), method: "POST", timeout: 20, callerId: dial.callerId })
    .number(
      {
        url: route("/twilio/whisper", state),
        method: "POST",
        statusCallback: route("/twilio/leg-status", state),
        statusCallbackEvent: ["initiated"],
        statusCallbackMethod: "POST",
      },
      dial.phone,
    );
  return response;
}

// Played to the resident before connecting: one key decides.
export function whisperTwiml(state: { callId: string; residentId: string; index: number }, text: string): Twiml {
  const response = new VoiceResponse();
  response
    .gather({
      input: ["dtmf"],
      numDigits: 1,
      timeout: 10,
      action: route("/twilio/gather", { step: "resident", ...state }),
      method: "POST",
    })
    .say(text);
  response.say(say.residentNoChoice);
  response.hangup();
  return response;
}
