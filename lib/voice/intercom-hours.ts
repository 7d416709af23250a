const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (hhmm: string): number | null => {
  const match = HHMM.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

function localMinutes(at: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: timezone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

type Hours = { timezone: string; intercomOpensAt: string | null; intercomClosesAt: string | null };

// Whether the intercom connects visitors now, in the property's own time zone; a window may run past midnight.
export function isIntercomOpen(property: Hours, at = new Date()): boolean {
  const opens = property.intercomOpensAt ? minutesOf(property.intercomOpensAt) : null;
  const closes = property.intercomClosesAt ? minutesOf(property.intercomClosesAt) : null;
  if (opens === null || closes === null || opens === closes) return true;
  let now: number;
  try {
    now = localMinutes(at, property.timezone);
  } catch {
    now = localMinutes(at, "UTC");
  }
  return opens < closes ? now >= opens && now < closes : now >= opens || now < closes;
}
