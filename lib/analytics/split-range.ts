import { Prisma } from "../db/generated/client";
import { utcTimestamp as ts } from "../db/utc-timestamp";
import { STEP_MS } from "./analytics-range";

const { hour: HOUR, day: DAY } = STEP_MS;
// Epoch milliseconds rounded up or down to a multiple of `step`, and the same for instants.
export const ceilMs = (at: number, step: number) => Math.ceil(at / step) * step;
export const floorMs = (at: number, step: number) => Math.floor(at / step) * step;
export const ceilTo = (at: Date, step: number) => new Date(ceilMs(at.getTime(), step));
export const floorTo = (at: Date, step: number) => new Date(floorMs(at.getTime(), step));
export const ceilHour = (at: Date) => ceilTo(at, HOUR);
export const floorHour = (at: Date) => floorTo(at, HOUR);

// A condition (after AND) on a timestamp column of our own code: at or after `since` and before `until`, a bound left
// out unbounded.
export const timeWithin = (column: string, since: Date | undefined, until: Date | undefined) =>
  Prisma.sql`${since ? Prisma.sql`AND ${Prisma.raw(column)} >= ${ts(since)}` : Prisma.empty}
    ${until ? Prisma.sql`AND ${Prisma.raw(column)} < ${ts(until)}` : Prisma.empty}`;

// The rollup rows (aliased k) of the whole hours [from, to), a bound left out unbounded: day rows for the whole days
// inside, hour rows for the rest, so a year reads about 365 rows a value instead of 8,760.
export function wholeHourRows(from: Date | undefined, to: Date | undefined): Prisma.Sql {
  const [dayFrom, dayTo] = [from && ceilTo(from, DAY), to && floorTo(to, DAY)];
  const rows = (grain: "hour" | "day", since: Date | undefined, until: Date | undefined) =>
    Prisma.sql`(k.grain = ${grain} ${timeWithin("k.hour", since, until)})`;
  if (dayFrom && dayTo && dayFrom >= dayTo) return rows("hour", from, to);
  // Only the pieces that hold hours, so a range of whole days reads day rows alone.
  const pieces = [
    from && dayFrom && from < dayFrom ? rows("hour", from, dayFrom) : null,
    rows("day", dayFrom, dayTo),
    to && dayTo && dayTo < to ? rows("hour", dayTo, to) : null,
  ].filter((piece): piece is Prisma.Sql => piece !== null);
  return Prisma.sql`(${Prisma.join(pieces, " OR ")})`;
}
