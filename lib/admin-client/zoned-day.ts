const DAY = 24 * 60 * 60 * 1000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const HOUR = 60 * 60 * 1000;
// One formatter per zone and kind: making one costs far more than using it, and the API steps through many hours.
const formats = new Map<string, Intl.DateTimeFormat>();
// "parts" is the clock with its era, read part by part.
function formatIn(timeZone: string, kind: "clock" | "parts" | "day"): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  if (!formats.has(key))
    formats.set(
      key,
      kind === "day"
        ? new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
        : new Intl.DateTimeFormat("en-US", {
            timeZone,
            hourCycle: "h23",
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
            ...(kind === "parts" ? { era: "short" } : {}),
          }),
    );
  return formats.get(key) as Intl.DateTimeFormat;
}

// The clock formatter's text, "11/28/2026, 19:25:38": reading it costs a third of formatToParts, which reads the
// first two days of the year 1 and before (their era), and any clock a runtime writes otherwise.
const CLOCK = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;
// Month before day holds for en-US only; a runtime without it would format in another locale, read through its parts.
const CLOCK_IN_EN_US = new Intl.DateTimeFormat("en-US").resolvedOptions().locale === "en-US";

// Two days into the year 1, past any zone's offset: before it a zone's clock may read 1 BC, which the formatter writes
// as "1" unless asked for the era.
const FIRST_CE_DAYS = Date.parse("0001-01-03T00:00:00Z");

const eraOf = (parts: Intl.DateTimeFormatPart[]) => parts.find((item) => item.type === "era")?.value;
// The era's name in the year 2000, whatever language the runtime formats in.
const commonEra = (timeZone: string) => eraOf(formatIn(timeZone, "parts").formatToParts(Date.UTC(2000, 0, 1)));

// The wall clock at an instant as [year, month, day, hour, minute, second]; 1 BC is the year 0.
function wallClock(instant: number, timeZone: string): number[] {
  const text = CLOCK_IN_EN_US && instant >= FIRST_CE_DAYS && CLOCK.exec(formatIn(timeZone, "clock").format(instant));
  if (text) return [text[3], text[1], text[2], text[4], text[5], text[6]].map(Number);
  const parts = formatIn(timeZone, "parts").formatToParts(instant);
  const clock = ["year", "month", "day", "hour", "minute", "second"].map((type) =>
    Number(parts.find((item) => item.type === type)?.value),
  );
  if (eraOf(parts) !== commonEra(timeZone)) clock[0] = 1 - clock[0];
  return clock;
}

// The instant a UTC wall clock reads: Date.UTC would take the years 0 to 99 for 1900 to 1999.
function utcInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  if (year >= 100) return Date.UTC(year, month - 1, day, hour, minute, second);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.setUTCHours(hour, minute, second, 0);
}

// How far the zone's wall clock is ahead of UTC at an instant, in milliseconds.
function offsetAt(instant: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = wallClock(instant, timeZone);
  return utcInstant(year, month, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

// The instant a calendar day ("2026-11-21") begins in a time zone: its local midnight, or the first instant after a gap.
export function startOfZonedDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const wallMidnight = utcInstant(year, month, date);
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  // Near a clock change the first guess used the other side's offset; one correction settles it.
  instant = wallMidnight - offsetAt(instant, timeZone);
  // Midnight skipped by a clock change (e.g. America/Santiago): the day starts when the clocks jump.
  if (offsetAt(instant, timeZone) !== wallMidnight - instant)
    instant = wallMidnight - offsetAt(instant - DAY / 24, timeZone);
  return new Date(instant);
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");
// A calendar day's UTC midnight, its year of any length: a range ending late in 9999 has its last local day in 10000,
// which Date.parse does not read.
const dayInstant = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return utcInstant(year, month, date);
};

// The calendar day `days` after `day` ("YYYY-MM-DD").
export function addDays(day: string, days: number): string {
  const at = new Date(dayInstant(day) + days * DAY);
  return [pad(at.getUTCFullYear(), 4), pad(at.getUTCMonth() + 1, 2), pad(at.getUTCDate(), 2)].join("-");
}

// The day of the week of a calendar day, 0 for Sunday.
export const weekdayOf = (day: string) => new Date(dayInstant(day)).getUTCDay();

const nextDay = (day: string) => addDays(day, 1);

// Whole local days `from`..`to` (both inclusive, "YYYY-MM-DD") as the instants the API filters by: from inclusive, to exclusive.
export function zonedDayRange(from: string, to: string, timeZone: string): { from?: string; to?: string } {
  return {
    from: isoDay.test(from) ? startOfZonedDay(from, timeZone).toISOString() : undefined,
    to: isoDay.test(to) ? startOfZonedDay(nextDay(to), timeZone).toISOString() : undefined,
  };
}

// The calendar day an instant falls on in a zone, as "YYYY-MM-DD".
export function zonedDay(instant: Date, timeZone: string): string {
  const day = formatIn(timeZone, "day").format(instant);
  if (instant.getTime() >= FIRST_CE_DAYS && /^\d{4}-/.test(day)) return day;
  // Before the year 1000 the year has fewer digits, and 1 BC none of its own.
  const [year, month, date] = wallClock(instant.getTime(), timeZone);
  return [pad(year, 4), pad(month, 2), pad(date, 2)].join("-");
}

// The instant the zone's wall-clock hour holding `instant` began (in UTC+05:30, each hour starts at half past in UTC).
export function startOfZonedHour(instant: Date, timeZone: string): Date {
  const wall = instant.getTime() + offsetAt(instant.getTime(), timeZone);
  return new Date(instant.getTime() - (((wall % HOUR) + HOUR) % HOUR));
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The zone days and times are read in: the chosen place's, else the one all places share, else the browser's.
export function rangeTimeZone(zones: string[], chosen: string | undefined, browser: string): string {
  const distinct = new Set(zones);
  return chosen ?? (distinct.size === 1 ? [...distinct][0] : browser);
}

// A wall-clock time ("2026-11-21T14:30", as a datetime-local input gives it) in a zone, as an instant; null when not one.
export function zonedWallTime(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const wall = utcInstant(year, month, day, hours, minutes);
  if (Number.isNaN(wall)) return null;
  // As for midnight: a first guess with the offset at the wall time read as UTC, then one correction.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

// An instant as a datetime-local input's value on a zone's clock.
export function toZonedInput(instant: Date, timeZone: string): string {
  // The minute the wall clock shows: a local mean time's offset has seconds.
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}
