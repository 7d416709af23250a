import { zonedDay, zonedDayRange } from "@/lib/admin-client/zoned-day";

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_DAYS = 30;

export type OverviewInterval = "hour" | "day" | "week";

// The overview's `from`..`to` days (both inclusive) in a zone: the instants asked of the API, the bucket size,
// and the days the inputs show (the last 30 days, today included, when the address names none).
export function overviewRange(days: { from: string; to: string }, timeZone: string, now: Date) {
  const range = zonedDayRange(days.from, days.to, timeZone);
  const end = range.to ? new Date(range.to).getTime() : now.getTime();
  const start = range.from ? new Date(range.from).getTime() : end - DEFAULT_DAYS * DAY;
  const length = (end - start) / DAY;
  const interval: OverviewInterval = length <= 2 ? "hour" : length > 120 ? "week" : "day";
  return {
    ...range,
    interval,
    today: zonedDay(now, timeZone),
    defaultFrom: zonedDay(new Date(now.getTime() - DEFAULT_DAYS * DAY), timeZone),
  };
}
