import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { config } from "../../config/read-config";
import { assertOutsideTransaction } from "../../db/transaction-scope";

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

// Twilio's REST API for one outbound request, or null when no account is configured; never inside a transaction.
export function twilioRestClient(what: string) {
  assertOutsideTransaction(what);
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_API_BASE: base } = config();
  if (!accountSid || !authToken) return null;
  return twilio(accountSid, authToken, base ? { httpClient: new ConfigurableBaseClient(base) } : {});
}
