import { addDays, startOfZonedDay, startOfZonedHour, weekdayOf, zonedDay } from "../admin-client/zoned-day";
import { bucketStart, MAX_BUCKETS, STEP_MS, type Interval, type Range } from "./analytics-range";

const HOUR = STEP_MS.hour;
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

// The start of the bucket holding `at` on the zone's clock: its local hour, midnight, or Monday's midnight.
function firstStart(at: Date, interval: Interval, timeZone: string): Date {
  if (timeZone === "UTC") return bucketStart(at, interval);
  if (interval === "hour") return startOfZonedHour(at, timeZone);
  const day = zonedDay(at, timeZone);
  return startOfZonedDay(interval === "week" ? mondayOf(day) : day, timeZone);
}

// The start of the bucket after the one starting at `start`; local days and weeks last 23 to 169 hours across DST.
function zonedNextStart(start: Date, interval: Interval, timeZone: string): Date {
  if (interval === "hour") return startOfZonedHour(new Date(start.getTime() + HOUR), timeZone);
  return startOfZonedDay(addDays(zonedDay(start, timeZone), interval === "week" ? 7 : 1), timeZone);
}

// Steps already taken, per zone and interval: reports walk the same local hours and days request after request, and a
// lookup costs a small share of reading the zone's clock. Emptied whole once it holds STEPS_KEPT.
const steps = new Map<string, Map<number, number>>();
const STEPS_KEPT = 100_000;
let stepsHeld = 0;

function nextStart(start: Date, interval: Interval, timeZone: string): Date {
  if (timeZone === "UTC") return new Date(start.getTime() + STEP_MS[interval]);
  const kind = `${interval} ${timeZone}`;
  const known = steps.get(kind)?.get(start.getTime());
  if (known !== undefined) return new Date(known);
  const next = zonedNextStart(start, interval, timeZone);
  if (stepsHeld >= STEPS_KEPT) {
    steps.clear();
    stepsHeld = 0;
  }
  stepsHeld++;
  if (!steps.has(kind)) steps.set(kind, new Map());
  steps.get(kind)!.set(start.getTime(), next.getTime());
  return next;
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
