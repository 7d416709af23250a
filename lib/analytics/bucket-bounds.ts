import { startOfZonedDay, startOfZonedHour, zonedDay } from "../admin-client/zoned-day";
import { bucketStart, MAX_BUCKETS, STEP_MS, type Interval, type Range } from "./analytics-range";

const HOUR = STEP_MS.hour;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * STEP_MS.day).toISOString().slice(0, 10);
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

// The start of the bucket holding `at` on the zone's clock: its local hour, midnight, or Monday's midnight.
function firstStart(at: Date, interval: Interval, timeZone: string): Date {
  if (timeZone === "UTC") return bucketStart(at, interval);
  if (interval === "hour") return startOfZonedHour(at, timeZone);
  const day = zonedDay(at, timeZone);
  return startOfZonedDay(interval === "week" ? mondayOf(day) : day, timeZone);
}

// The start of the bucket after the one starting at `start`; local days and weeks last 23 to 169 hours across DST.
function nextStart(start: Date, interval: Interval, timeZone: string): Date {
  if (timeZone === "UTC") return new Date(start.getTime() + STEP_MS[interval]);
  if (interval === "hour") return startOfZonedHour(new Date(start.getTime() + HOUR), timeZone);
  return startOfZonedDay(addDays(zonedDay(start, timeZone), interval === "week" ? 7 : 1), timeZone);
}

// The bucket starts of [from, to) and then the end of the last bucket, so bucket i is [bounds[i], bounds[i + 1]).
// Stops after `limit` buckets, so that checking a very long range costs no more than the limit.
export function bucketBounds({ from, to }: Range, interval: Interval, timeZone: string, limit = Infinity): Date[] {
  const bounds = [firstStart(from, interval, timeZone)];
  while (bounds[bounds.length - 1] < to && bounds.length <= limit)
    bounds.push(nextStart(bounds[bounds.length - 1], interval, timeZone));
  return bounds;
}

// Whether the range holds more than MAX_BUCKETS buckets. A range of at most MAX_BUCKETS / 2 - 2 steps cannot (a clock
// change shortens one or two buckets, and the range's ends two more), so it needs no zone lookups; a longer one is
// counted, up to one past the limit.
export function tooManyBuckets(range: Range, interval: Interval, timeZone: string): boolean {
  if ((+range.to - +range.from) / STEP_MS[interval] + 2 <= MAX_BUCKETS / 2) return false;
  return bucketBounds(range, interval, timeZone, MAX_BUCKETS + 1).length - 1 > MAX_BUCKETS;
}
