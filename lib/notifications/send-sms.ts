import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { config } from "../config/read-config";
import type { Notification } from "./notification";

// Requests go to TWILIO_API_BASE when it is set (a regional edge or a local stand-in), else to api.twilio.com.
class ConfigurableBaseClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super();
  }

  request<T>(options: RequestClient.RequestOptions<T>) {
    const uri = new URL(options.uri);
    return super.request<T>({ ...options, uri: `${this.base.replace(/\/+$/, "")}${uri.pathname}${uri.search}` });
  }
}

function messagingClient() {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_API_BASE: base } = config();
  if (!accountSid || !authToken) return null;
  return twilio(accountSid, authToken, base ? { httpClient: new ConfigurableBaseClient(base) } : {});
}

// The fallback channel: one text through Twilio's Messaging API.
export async function sendSms(to: string, notification: Notification): Promise<boolean> {
  const client = messagingClient();
  const { TWILIO_MESSAGING_FROM: from, TWILIO_MESSAGING_SERVICE_SID: service } = config();
  if (!client || (!from && !service)) return false;
  const body = `${notification.title}: ${notification.body}`.slice(0, 320);
  await client.messages.create({ to, body, ...(service ? { messagingServiceSid: service } : { from: from as string }) });
  return true;
}
