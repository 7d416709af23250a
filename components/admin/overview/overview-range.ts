import { zonedDay, zonedDayRange } from "@/lib/admin-client/zoned-day";

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_DAYS = 30;

export type OverviewInterval = "hour" | "day" | "week";

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

// The overview's `from`..`to` days (both inclusive) in a zone: the instants asked of the API, the bucket size,
// and the days the inputs show. With no days in the address, the zone's last 30 days, today's so far included, so
// that the first bar is a whole day too.
export function overviewRange(days: { from: string; to: string }, timeZone: string, now: Date) {
  const today = zonedDay(now, timeZone);
  const defaultFrom = addDays(today, 1 - DEFAULT_DAYS);
  const range = zonedDayRange(days.from || (days.to ? "" : defaultFrom), days.to, timeZone);
  const end = range.to ? new Date(range.to).getTime() : now.getTime();
  const start = range.from ? new Date(range.from).getTime() : end - DEFAULT_DAYS * DAY;
  const length = (end - start) / DAY;
  const interval: OverviewInterval = length <= 2 ? "hour" : length > 120 ? "week" : "day";
  return { ...range, interval, today, defaultFrom };
}
