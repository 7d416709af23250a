export const INTERVALS = ["hour", "day", "week"] as const;
export type Interval = (typeof INTERVALS)[number];

export const MAX_BUCKETS = 2000;
export const DEFAULT_DAYS = 30;

const HOUR = 3600 * 1000;
export const STEP_MS: Record<Interval, number> = { hour: HOUR, day: 24 * HOUR, week: 7 * 24 * HOUR };

export type Range = { from: Date; to: Date };

// `to` defaults to now and `from` to 30 days before `to`.
export function resolveRange(query: { from?: string; to?: string }, now: Date): Range {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_DAYS * STEP_MS.day);
  return { from, to };
}

// The start of the UTC bucket holding `at`, as PostgreSQL's date_trunc computes it (weeks start on Monday).
export function bucketStart(at: Date, interval: Interval): Date {
  const start = new Date(at);
  if (interval === "hour") start.setUTCMinutes(0, 0, 0);
  else start.setUTCHours(0, 0, 0, 0);
  if (interval === "week") start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}
