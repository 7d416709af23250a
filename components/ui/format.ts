const dateTimes = new Map<string, Intl.DateTimeFormat>();
// One formatter per zone; no zone means the browser's.
const dateTime = (timeZone?: string) => {
  const key = timeZone ?? "";
  if (!dateTimes.has(key))
    dateTimes.set(key, new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }));
  return dateTimes.get(key) as Intl.DateTimeFormat;
};
const dateOnlys = new Map<string, Intl.DateTimeFormat>();
const dateOnly = (timeZone: string) => {
  if (!dateOnlys.has(timeZone))
    dateOnlys.set(timeZone, new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }));
  return dateOnlys.get(timeZone) as Intl.DateTimeFormat;
};

export const formatDateTime = (value: string | null | undefined, timeZone?: string) =>
  value ? dateTime(timeZone).format(new Date(value)) : "—";
// The day an instant falls on in a zone ("Nov 2"), UTC unless told.
export const formatDay = (value: string, timeZone = "UTC") => dateOnly(timeZone).format(new Date(value));
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
// A YYYY-MM-DD calendar date (move-in, move-out), the same day in every time zone.
export const formatCalendarDay = (value: string | null | undefined) =>
  value ? calendarDay.format(new Date(`${value}T00:00:00Z`)) : "—";
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${Math.round(value * 1000) / 10}%`;
export const humanize = (value: string) => value.replace(/[_-]/g, " ").replace(/^\w/, (letter) => letter.toUpperCase());

export function formatRelative(value: string | null | undefined, now = Date.now()): string {
  if (!value) return "never";
  const seconds = Math.round((now - new Date(value).getTime()) / 1000);
  if (seconds < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "—";
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

const times = new Map<string, Intl.DateTimeFormat>();
// A time of day to the second, for a result the user has just seen happen: on the given clock, else the browser's.
export function formatTime(iso: string, timeZone?: string) {
  const key = timeZone ?? "";
  if (!times.has(key))
    times.set(
      key,
      new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone }),
    );
  return (times.get(key) as Intl.DateTimeFormat).format(new Date(iso));
}

// A span of time in its two largest units ("3 d 4 h", "2 h 5 min", "45 min"), for periods of hours or days.
export function formatSpan(seconds: number): string {
  if (seconds <= 0) return "0 min";
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "under 1 min";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
