const DAY = 24 * 60 * 60 * 1000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

// How far the zone's wall clock is ahead of UTC at an instant, in milliseconds.
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

// The instant a calendar day ("2026-11-21") begins in a time zone: its local midnight, or the first instant after a gap.
export function startOfZonedDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const wallMidnight = Date.UTC(year, month - 1, date);
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  // Near a clock change the first guess used the other side's offset; one correction settles it.
  instant = wallMidnight - offsetAt(instant, timeZone);
  // Midnight skipped by a clock change (e.g. America/Santiago): the day starts when the clocks jump.
  if (offsetAt(instant, timeZone) !== wallMidnight - instant)
    instant = wallMidnight - offsetAt(instant - DAY / 24, timeZone);
  return new Date(instant);
}

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);

// Whole local days `from`..`to` (both inclusive, "YYYY-MM-DD") as the instants the API filters by: from inclusive, to exclusive.
export function zonedDayRange(from: string, to: string, timeZone: string): { from?: string; to?: string } {
  return {
    from: isoDay.test(from) ? startOfZonedDay(from, timeZone).toISOString() : undefined,
    to: isoDay.test(to) ? startOfZonedDay(nextDay(to), timeZone).toISOString() : undefined,
  };
}

// The calendar day an instant falls on in a zone, as "YYYY-MM-DD".
export function zonedDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
