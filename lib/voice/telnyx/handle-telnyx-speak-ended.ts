import { hangup } from "./telnyx-commands";
import type { TelnyxHandler } from "./telnyx-handler";

// call.speak.ended: after a goodbye the leg is hung up, so speech is never cut short.
export const handleTelnyxSpeakEnded: TelnyxHandler = async (_tx, event, state) =>
  state?.step === "goodbye" ? [hangup(event.payload.call_control_id, state)] : [];
