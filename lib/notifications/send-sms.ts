import { config } from "../config/read-config";
import { twilioRestClient } from "../voice/twilio/twilio-rest-client";
import type { Notification } from "./notification";

// The fallback channel: one text through Twilio's Messaging API.
export async function sendSms(to: string, notification: Notification): Promise<boolean> {
  const client = twilioRestClient("A Twilio SMS");
  const { TWILIO_MESSAGING_FROM: from, TWILIO_MESSAGING_SERVICE_SID: service } = config();
  if (!client || (!from && !service)) return false;
  const body = `${notification.title}: ${notification.body}`.slice(0, 320);
  await client.messages.create({
    to,
    body,
    ...(service ? { messagingServiceSid: service } : { from: from as string }),
  });
  return true;
}
