import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { Stretch } from "../http/read-keyset-page";
import { ceilHour, floorHour, wholeHourRows } from "./split-range";

const HOUR = 3600 * 1000;

// A list's rows as counts keep them: the count rows of its filters (`table` aliased k, with grain and hour) and what
// each adds, and a statement counting the list's own rows in [since, until), a bound left out unbounded.
export type CountedRows = {
  table: Prisma.Sql;
  where: Prisma.Sql;
  value: Prisma.Sql;
  countRows: (since: Date | undefined, until: Date | undefined) => Prisma.Sql;
};

// Count rows are read between these instants, so rounding a range's edges to whole hours and days never writes a year
// PostgreSQL's timestamp text cannot read; rows outside them are counted themselves.
const [COUNTED_FROM, COUNTED_TO] = [new Date(Date.UTC(1000, 0, 1)), new Date(Date.UTC(9999, 0, 1))];

type Bounds = { from?: Date; to?: Date };

// A list query's `from` and `to` as instants.
export const rangeOf = (query: { from?: string; to?: string }) =>
  [query.from, query.to].map((at) => (at ? new Date(at) : undefined)) as [Date | undefined, Date | undefined];

// The whole hours of [from, to) the counts answer (a bound left out unbounded), null when there are none.
function wholeHours({ from, to }: Bounds): Bounds | null {
  const start = from && ceilHour(from > COUNTED_FROM ? from : COUNTED_FROM);
  const end = to && floorHour(to < COUNTED_TO ? to : COUNTED_TO);
  if ((start && start > COUNTED_TO) || (end && end < COUNTED_FROM) || (start && end && start >= end)) return null;
  return { from: start, to: end };
}

// The list's rows in [from, to) as a scalar expression: the whole hours from the counts (day rows for whole days), the
// parts of an hour at the edges from the rows, so a year costs the same however many rows it has.
export function countInRange(counted: CountedRows, from?: Date, to?: Date): Prisma.Sql {
  const whole = wholeHours({ from, to });
  if (!whole) return Prisma.sql`(${counted.countRows(from, to)})`;
  const plus = (edge: Prisma.Sql | undefined) => (edge ? Prisma.sql`+ (${edge})` : Prisma.empty);
  return Prisma.sql`((SELECT coalesce(sum(${counted.value}), 0) FROM ${counted.table}
      WHERE ${counted.where} AND ${wholeHourRows(whole.from, whole.to)})
    ${plus(from && counted.countRows(from, whole.from))} ${plus(to && counted.countRows(whole.to, to))})`;
}

// The stretch holding the list's row at `skip` in [from, to), newest first: the part of an hour after the whole hours
// counted from the rows; else the day (or lone hour) from the counts and then the hour from that day's hour rows; else
// the part before them. A deep page then walks one hour's rows; null when the list is shorter (as far as the counts
// tell).
export async function findStretch(counted: CountedRows, skip: number, from?: Date, to?: Date): Promise<Stretch | null> {
  const whole = wholeHours({ from, to });
  // No whole hour: the range is short (inside an hour) or before the counted years, and walked.
  if (!whole) return { within: {}, newer: 0 };
  const { table, where, value } = counted;
  const [found] = await db().$queryRaw<
    { newest: number; hourMs: number | null; newer: number | null; piece: boolean; all: number }[]
  >`
    WITH newest AS (SELECT ${to ? Prisma.sql`(${counted.countRows(whole.to, to)})` : Prisma.sql`0`} AS n),
    pieces AS (
      SELECT k.hour, k.grain, sum(${value}) AS n, sum(sum(${value})) OVER (ORDER BY k.hour DESC) AS upto
      FROM ${table} WHERE ${where} AND ${wholeHourRows(whole.from, whole.to)} GROUP BY k.hour, k.grain),
    piece AS (
      SELECT p.hour, p.grain, newest.n + p.upto - p.n AS newer FROM pieces p, newest
      WHERE newest.n + p.upto > ${skip} ORDER BY p.hour DESC LIMIT 1),
    found AS (
      SELECT h.hour, piece.newer + h.upto - h.n AS newer FROM piece, LATERAL (
        SELECT k.hour, sum(${value}) AS n, sum(sum(${value})) OVER (ORDER BY k.hour DESC) AS upto
        FROM ${table} WHERE ${where} AND k.grain = 'hour' AND k.hour >= piece.hour
          AND k.hour < piece.hour + CASE piece.grain WHEN 'day' THEN interval '1 day' ELSE interval '1 hour' END
        GROUP BY k.hour) h
      WHERE piece.newer + h.upto > ${skip} ORDER BY h.hour DESC LIMIT 1)
    SELECT (SELECT n FROM newest)::int AS newest,
      (SELECT extract(epoch FROM hour)::float8 * 1000 FROM found) AS "hourMs",
      (SELECT newer FROM found)::int AS newer, EXISTS (SELECT FROM piece) AS piece,
      (SELECT coalesce(max(upto), 0) FROM pieces)::int AS "all"`;
  if (skip < found.newest) return { within: { gte: whole.to, lt: to }, newer: 0 };
  if (found.hourMs !== null && found.newer !== null)
    return { within: { gte: new Date(found.hourMs), lt: new Date(found.hourMs + HOUR) }, newer: found.newer };
  // A day whose hour rows hold fewer than it (counts changed by hand): the walk covers every newer row.
  if (found.piece) return { within: {}, newer: 0 };
  // Past the whole hours: the part of an hour before them (or the years before COUNTED_FROM).
  if (!from || !whole.from || from >= whole.from) return null;
  return { within: { gte: from, lt: whole.from }, newer: found.newest + found.all };
}
