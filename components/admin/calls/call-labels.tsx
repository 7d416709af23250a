import type { Call } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import { humanize } from "../format";

export const LIVE_STATUSES: Call["status"][] = ["queued", "ringing", "in-progress"];
export const isLive = (call: Pick<Call, "status">) => LIVE_STATUSES.includes(call.status);

// While a call is live its row and its timeline refresh every few seconds.
export const LIVE_REFRESH_MS = 3000;

const STATUS_TONE: Partial<Record<Call["status"], Tone>> = { completed: "slate", "in-progress": "indigo", ringing: "blue", queued: "blue", failed: "red", busy: "amber", "no-answer": "amber" };
const OUTCOME_TONE: Record<NonNullable<Call["outcome"]>, Tone> = { door_opened: "green", declined: "amber", unanswered: "slate" };

export function CallStatusBadge({ status }: { status: Call["status"] }) {
  return <Badge tone={STATUS_TONE[status] ?? "slate"} dot={LIVE_STATUSES.includes(status)}>{humanize(status)}</Badge>;
}

export function OutcomeBadge({ outcome }: { outcome: Call["outcome"] }) {
  return outcome ? <Badge tone={OUTCOME_TONE[outcome]}>{humanize(outcome)}</Badge> : <span className="text-slate-400">—</span>;
}

export const CALL_STATUS_OPTIONS = ["queued", "ringing", "in-progress", "completed", "busy", "no-answer", "failed", "canceled"].map((value) => ({ value, label: humanize(value) }));
export const OUTCOME_OPTIONS = ["door_opened", "declined", "unanswered"].map((value) => ({ value, label: humanize(value) }));
export const CARRIER_OPTIONS = [{ value: "twilio", label: "Twilio" }, { value: "telnyx", label: "Telnyx" }];
