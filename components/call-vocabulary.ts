import type { CallView, CallWithEventsView } from "@/lib/calls/call-schemas";
import type { Tone } from "@/components/ui/badge";

type Status = CallView["status"];
type Outcome = NonNullable<CallView["outcome"]>;
type DialResult = CallWithEventsView["rung"][number]["result"];

// One word per API status and outcome, used by the dashboard, its charts and the resident portal alike.
export const CALL_STATUS_LABELS: Record<Status, string> = {
  queued: "Queued",
  ringing: "Ringing",
  "in-progress": "In progress",
  completed: "Completed",
  busy: "Busy",
  "no-answer": "Unanswered",
  failed: "Failed",
  canceled: "Canceled",
};
export const CALL_OUTCOME_LABELS: Record<Outcome, string> = {
  door_opened: "Door opened",
  declined: "Declined",
  unanswered: "Unanswered",
};
export const CARRIER_LABELS: Record<CallView["carrier"], string> = { twilio: "Twilio", telnyx: "Telnyx" };
export const DIAL_RESULT_LABELS: Record<DialResult, string> = {
  ringing: "Ringing",
  answered: "Answered",
  "no-answer": "Unanswered",
  busy: "Busy",
  failed: "Failed",
  canceled: "Canceled",
};

export const CALL_STATUS_TONES: Record<Status, Tone> = {
  queued: "blue",
  ringing: "blue",
  "in-progress": "indigo",
  completed: "slate",
  busy: "amber",
  "no-answer": "amber",
  failed: "red",
  canceled: "slate",
};
export const CALL_OUTCOME_TONES: Record<Outcome, Tone> = {
  door_opened: "green",
  declined: "amber",
  unanswered: "slate",
};

export const LIVE_CALL_STATUSES: Status[] = ["queued", "ringing", "in-progress"];
export const isLiveCall = (call: Pick<CallView, "status">) => LIVE_CALL_STATUSES.includes(call.status);

// A call's one-word result: its outcome once it has one, else where it stands.
export function callResult(call: Pick<CallView, "status" | "outcome">): { label: string; tone: Tone } {
  if (call.outcome) return { label: CALL_OUTCOME_LABELS[call.outcome], tone: CALL_OUTCOME_TONES[call.outcome] };
  if (isLiveCall(call)) return { label: "In progress", tone: "blue" };
  return { label: CALL_STATUS_LABELS[call.status], tone: CALL_STATUS_TONES[call.status] };
}
