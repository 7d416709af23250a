import type { Call } from "@/lib/admin-client/admin-types";
import { Badge } from "@/components/ui/badge";
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOME_TONES,
  CALL_STATUS_LABELS,
  CALL_STATUS_TONES,
  CARRIER_LABELS,
  isLiveCall,
  LIVE_CALL_STATUSES,
} from "@/components/call-vocabulary";

export const isLive = isLiveCall;

// While a call is live its row and its timeline refresh every few seconds.
export const LIVE_REFRESH_MS = 3000;

export function CallStatusBadge({ status }: { status: Call["status"] }) {
  return (
    <Badge tone={CALL_STATUS_TONES[status]} dot={LIVE_CALL_STATUSES.includes(status)}>
      {CALL_STATUS_LABELS[status]}
    </Badge>
  );
}

export function OutcomeBadge({ outcome }: { outcome: Call["outcome"] }) {
  return outcome ? (
    <Badge tone={CALL_OUTCOME_TONES[outcome]}>{CALL_OUTCOME_LABELS[outcome]}</Badge>
  ) : (
    <span className="text-slate-500">—</span>
  );
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const CALL_STATUS_OPTIONS = options(CALL_STATUS_LABELS);
export const OUTCOME_OPTIONS = options(CALL_OUTCOME_LABELS);
export const CARRIER_OPTIONS = options(CARRIER_LABELS);
