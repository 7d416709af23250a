import { log } from "../../http/log";
import { twilioRestClient } from "./twilio-rest-client";

const isRestError = (error: unknown): error is { status: number } =>
  typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number";

// Cancels a resident's leg at Twilio; a leg already answered or ended is left as it is, so a retry changes nothing.
export async function cancelTwilioLeg(callSid: string): Promise<void> {
  const client = twilioRestClient("A Twilio call update");
  if (!client) return void log.warn("twilio leg not canceled: TWILIO_ACCOUNT_SID is not set", { callSid });
  try {
    await client.calls(callSid).update({ status: "canceled" });
  } catch (error) {
    // Twilio no longer knows the call: it ended on its own, nothing is left to cancel.
    if (isRestError(error) && error.status === 404) return;
    throw error;
  }
}
