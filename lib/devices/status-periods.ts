import type { PeriodStatus } from "./status-history-schemas";

export type StatusAt = { status: PeriodStatus; occurredAt: Date };
export type StatusPeriod = { status: PeriodStatus; from: Date; to: Date };

// The periods of [from, end) from the status in force at `from` (null: none recorded yet) and the changes after it,
// oldest first; a repeated status extends its period and instants with two changes keep the last.
export function toStatusPeriods(start: StatusAt | null, changes: StatusAt[], from: Date, end: Date): StatusPeriod[] {
  const periods: StatusPeriod[] = [];
  const close = (status: PeriodStatus, since: Date, until: Date) => {
    if (until <= since) return;
    const last = periods.at(-1);
    if (last && last.status === status && last.to.getTime() === since.getTime()) last.to = until;
    else periods.push({ status, from: since, to: until });
  };
  let status: PeriodStatus = start?.status ?? "unknown";
  let since = from;
  for (const change of changes) {
    if (change.occurredAt >= end) break;
    const at = change.occurredAt < from ? from : change.occurredAt;
    close(status, since, at);
    status = change.status;
    since = at;
  }
  close(status, since, end);
  return periods;
}

// Seconds spent in each status over the periods.
export function secondsIn(periods: StatusPeriod[], status: PeriodStatus): number {
  const ms = periods
    .filter((p) => p.status === status)
    .reduce((sum, p) => sum + (p.to.getTime() - p.from.getTime()), 0);
  return ms / 1000;
}
