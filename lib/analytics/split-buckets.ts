import { STEP_MS, type Range } from "./analytics-range";
import { ceilMs, floorMs } from "./split-range";

const { hour: HOUR, day: DAY } = STEP_MS;
const QUARTER = 15 * 60 * 1000;

// Instants in epoch milliseconds, built without Date objects or object spreads: a long range by hour has thousands
// of pieces, and with those, splitting cost a large share of a report's time. `build-measures.ts` sends them as
// numbers too.
export type Piece = { since: number; until: number };
// Rows counted with `sign`; `bucket` names the bucket when the rows lie outside it (a whole UTC day read for most of
// it, less the hours it has beyond the bucket), and is null when each row falls in its own bucket.
export type RollupPiece = Piece & { grain: "quarter" | "hour" | "day"; sign: 1 | -1; bucket: number | null };
// A stretch of one bucket read from hour rows, quarter rows or (grain null) event rows; bucket null for the part of an
// hour before the range, which counts only towards the devices online when the range begins.
export type Segment = Piece & { bucket: number | null; grain: "hour" | "quarter" | null };
// Adjacent segments of one grain as one.
export type Stretch = Omit<Segment, "bucket">;

type Part = Piece & { bucket: number | null; whole: boolean };

// Each bucket [bounds[i], bounds[i + 1]) cut to [from, to), split into its whole hours and the parts of an hour
// at its edges; a bucket boundary off the whole hour (UTC+05:30) thus splits that hour into two raw parts.
function bucketParts(bounds: Date[], from: number, to: number): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const bucket = bounds[i].getTime();
    const [since, until] = [Math.max(bucket, from), Math.min(bounds[i + 1].getTime(), to)];
    if (since >= until) continue;
    const [wholeFrom, wholeTo] = [ceilMs(since, HOUR), floorMs(until, HOUR)];
    const [headEnd, tailStart] = [Math.min(wholeFrom, until), Math.max(wholeTo, wholeFrom)];
    if (since < headEnd) parts.push({ since, until: headEnd, bucket, whole: false });
    if (wholeFrom < wholeTo) parts.push({ since: wholeFrom, until: wholeTo, bucket, whole: true });
    if (tailStart < until) parts.push({ since: tailStart, until, bucket, whole: false });
  }
  return parts;
}

// Adjacent pieces of one grain become one, so that a month of whole UTC days reads as one stretch of day rows;
// pieces tied to their bucket stay apart. The pieces are this module's own, so a run grows its first piece.
function merge<T extends Piece>(pieces: T[], same: (a: T, b: T) => boolean): T[] {
  const merged: T[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && same(last, piece) && last.until === piece.since) last.until = piece.until;
    else merged.push(piece);
  }
  return merged;
}

const hours = (since: number, until: number, sign: 1 | -1 = 1, bucket: number | null = null): RollupPiece[] =>
  since < until ? [{ grain: "hour", since, until, sign, bucket }] : [];

// Whole hours [since, until) inside one UTC day, as hour rows, or, when they are more than half of it, as that day's
// row less its other hours: a local day (New York's runs 05:00 to 05:00 UTC) reads 1 day and 10 hours, not 24.
function dayPart(since: number, until: number, bucket: number | null): RollupPiece[] {
  const day = floorMs(since, DAY);
  const next = day + DAY;
  if (until - since <= DAY / 2 + HOUR / 2) return hours(since, until);
  return [
    { grain: "day", since: day, until: next, sign: 1, bucket },
    ...hours(day, since, -1, bucket),
    ...hours(until, next, -1, bucket),
  ];
}

// Whole hours [since, until) of one bucket as rollup rows: with `byDay`, day rows for the whole UTC days inside and
// for the parts of a day at either end that cover most of it.
function rollupPieces({ since, until, bucket }: Part, byDay: boolean): RollupPiece[] {
  if (!byDay) return hours(since, until);
  const [dayFrom, dayTo] = [ceilMs(since, DAY), floorMs(until, DAY)];
  if (dayFrom > dayTo) return dayPart(since, until, bucket);
  const days: RollupPiece[] =
    dayFrom < dayTo ? [{ grain: "day", since: dayFrom, until: dayTo, sign: 1, bucket: null }] : [];
  return [...dayPart(since, dayFrom, bucket), ...days, ...dayPart(dayTo, until, bucket)];
}

// A part of an hour in time order: with `quarters`, its whole quarter hours as one piece and the minutes around them,
// otherwise the part as it is; `each` is told whether a piece is whole quarter hours.
function eachQuarterPiece(
  { since, until }: Piece,
  quarters: boolean,
  each: (since: number, until: number, wholeQuarters: boolean) => void,
): void {
  const [wholeFrom, wholeTo] = quarters ? [ceilMs(since, QUARTER), floorMs(until, QUARTER)] : [until, until];
  if (wholeFrom >= wholeTo) return each(since, until, false);
  if (since < wholeFrom) each(since, wholeFrom, false);
  each(wholeFrom, wholeTo, true);
  if (wholeTo < until) each(wholeTo, until, false);
}

// A part of an hour's rows: with `quarters`, quarter rows for its whole quarter hours and event rows for the rest.
function addPartPieces(part: Piece, quarters: boolean, rollups: RollupPiece[], raw: Piece[]): void {
  eachQuarterPiece(part, quarters, (since, until, wholeQuarters) => {
    if (wholeQuarters) rollups.push({ grain: "quarter", since, until, sign: 1, bucket: null });
    else raw.push({ since, until });
  });
}

// Device time's segments: whole hours from hour rows, parts of an hour from event rows, or with `quarters` from
// quarter rows for their whole quarter hours.
function addSegments(part: Part, quarters: boolean, segments: Segment[]): void {
  const { bucket } = part;
  if (part.whole) segments.push({ since: part.since, until: part.until, bucket, grain: "hour" });
  else
    eachQuarterPiece(part, quarters, (since, until, wholeQuarters) =>
      segments.push({ since, until, bucket, grain: wholeQuarters ? "quarter" : null }),
    );
}

// How the rollups serve [from, to) in buckets: rollup rows, event rows (`raw`), and for device time, which ends at
// `until`, the ordered segments of each bucket with the part of an hour before the range first, and their stretches of
// one grain. With `quarters` (tenant scopes keep quarter-hour rows) the parts of an hour read quarter rows for their
// whole quarters.
export function splitBuckets(bounds: Date[], range: Range, until: Date, byDay: boolean, quarters: boolean) {
  const [from, to] = [range.from.getTime(), range.to.getTime()];
  const [whole, partial, events]: [RollupPiece[], RollupPiece[], Piece[]] = [[], [], []];
  for (const part of bucketParts(bounds, from, to))
    if (part.whole) whole.push(...rollupPieces(part, byDay));
    else addPartPieces(part, quarters, partial, events);
  const rollups = merge(
    [...whole, ...partial].sort((a, b) => a.since - b.since),
    (a, b) => a.grain === b.grain && a.sign === 1 && b.sign === 1 && a.bucket === null && b.bucket === null,
  );
  const raw = merge(events, () => true);
  const segments: Segment[] = [];
  if (floorMs(from, HOUR) < from)
    addSegments({ since: floorMs(from, HOUR), until: from, bucket: null, whole: false }, quarters, segments);
  for (const part of bucketParts(bounds, from, until.getTime())) addSegments(part, quarters, segments);
  // Adjacent segments of one grain, which device time reads in one range scan (or one event scan) each.
  const stretches = merge(
    segments.map(({ since, until, grain }): Stretch => ({ since, until, grain })),
    (a, b) => a.grain === b.grain,
  );
  return { rollups, raw, segments, stretches };
}
