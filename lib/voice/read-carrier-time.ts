import { inSharedYears } from "../http/shared-years";

// A carrier's time of an event (Twilio's RFC 2822 Timestamp, Telnyx's occurred_at), or now when absent, unreadable or
// outside the years 1 to 9999 that PostgreSQL and the API share: a signed callback is kept, at the time it arrived.
export function readCarrierTime(text: string | undefined): Date {
  const at = text ? new Date(text) : new Date();
  return Number.isNaN(at.getTime()) || !inSharedYears(at) ? new Date() : at;
}
