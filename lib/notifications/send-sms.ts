import { config } from "../config/read-config";
import { twilioRestClient } from "../voice/twilio/twilio-rest-client";
import type { Notification } from "./notification";
import { byStatus, networkFailure, SENT, type SendOutcome } from "./send-outcome";

// The fallback channel: one text through Twilio's Messaging API.
export async function sendSms(to: string, notification: Notification): Promise<SendOutcome> {
  const client = twilioRestClient("A Twilio SMS");
  const { TWILIO_MESSAGING_FROM: from, TWILIO_MESSAGING_SERVICE_SID: service } = config();
  if (!client || (!from && !service)) return { status: "failed", why: "SMS is not configured" };
  const body = `${notification.title}: ${notification.body}`.slice(0, 320);
  try {
    await client.messages.create({
      to,
      body,
      ...(service ? { messagingServiceSid: service } : { from: from as string }),
    });
    return SENT;
  } catch (error) {
    // Twilio's RestException carries the HTTP status; no status means the request never got an answer.
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number") return byStatus(status, `Twilio answered ${status}`);
    const network = networkFailure(error);
    return network
      ? { status: "retry", why: `Twilio unreachable (${network})` }
      : { status: "failed", why: "SMS refused" };
  }
}
