import { STEP_MS, type Range } from "./analytics-range";
import { ceilTo, floorHour, floorTo, splitRange } from "./split-range";

const { hour: HOUR, day: DAY } = STEP_MS;
const QUARTER = 15 * 60 * 1000;
export type Piece = { since: Date; until: Date };
// Rows counted with `sign`; `bucket` names the bucket when the rows lie outside it (a whole UTC day read for most of
// it, less the hours it has beyond the bucket), and is null when each row falls in its own bucket.
export type RollupPiece = Piece & { grain: "quarter" | "hour" | "day"; sign: 1 | -1; bucket: Date | null };
// A stretch of one bucket read from hour rows, quarter rows or (grain null) event rows; bucket null for the part of an
// hour before the range, which counts only towards the devices online when the range begins.
export type Segment = Piece & { bucket: Date | null; grain: "hour" | "quarter" | null };

// Each bucket [bounds[i], bounds[i + 1]) cut to [from, to), split into its whole hours and the parts of an hour
// at its edges; a bucket boundary off the whole hour (UTC+05:30) thus splits that hour into two raw parts.
function bucketParts(bounds: Date[], from: Date, to: Date) {
  return bounds.slice(0, -1).flatMap((start, i) => {
    const [since, until] = [start < from ? from : start, bounds[i + 1] > to ? to : bounds[i + 1]];
    if (since >= until) return [];
    const { wholeFrom, wholeTo, headEnd, tailStart } = splitRange(since, until);
    const parts = [
      { since, until: headEnd, whole: false },
      { since: wholeFrom, until: wholeTo, whole: true },
      { since: tailStart, until, whole: false },
    ];
    return parts.filter((part) => part.since < part.until).map((part) => ({ ...part, bucket: start }));
  });
}

// Adjacent pieces of one grain become one, so that a month of whole UTC days reads as one stretch of day rows;
// pieces tied to their bucket stay apart.
function merge<T extends Piece>(pieces: T[], same: (a: T, b: T) => boolean): T[] {
  const merged: T[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && same(last, piece) && last.until.getTime() === piece.since.getTime())
      merged[merged.length - 1] = { ...last, until: piece.until };
    else merged.push(piece);
  }
  return merged;
}

const hours = (since: Date, until: Date, sign: 1 | -1 = 1, bucket: Date | null = null): RollupPiece[] =>
  since < until ? [{ grain: "hour", since, until, sign, bucket }] : [];

// Whole hours [since, until) inside one UTC day, as hour rows, or, when they are more than half of it, as that day's
// row less its other hours: a local day (New York's runs 05:00 to 05:00 UTC) reads 1 day and 10 hours, not 24.
function dayPart(since: Date, until: Date, bucket: Date): RollupPiece[] {
  const day = floorTo(since, DAY);
  const next = new Date(+day + DAY);
  if (+until - +since <= DAY / 2 + HOUR / 2) return hours(since, until);
  return [
    { grain: "day", since: day, until: next, sign: 1, bucket },
    ...hours(day, since, -1, bucket),
    ...hours(until, next, -1, bucket),
  ];
}

// Whole hours [since, until) of one bucket as rollup rows: with `byDay`, day rows for the whole UTC days inside and
// for the parts of a day at either end that cover most of it.
function rollupPieces({ since, until, bucket }: Piece & { bucket: Date }, byDay: boolean): RollupPiece[] {
  if (!byDay) return hours(since, until);
  const [dayFrom, dayTo] = [ceilTo(since, DAY), floorTo(until, DAY)];
  if (dayFrom > dayTo) return dayPart(since, until, bucket);
  return [
    ...dayPart(since, dayFrom, bucket),
    ...(dayFrom < dayTo
      ? [{ grain: "day" as const, since: dayFrom, until: dayTo, sign: 1 as const, bucket: null }]
      : []),
    ...dayPart(dayTo, until, bucket),
  ];
}

// A part of an hour in time order as the whole quarter hours inside it (quarter rows) and the minutes around them.
function quarterParts<T extends Piece>(part: T): Array<T & { quarters: boolean }> {
  const [wholeFrom, wholeTo] = [ceilTo(part.since, QUARTER), floorTo(part.until, QUARTER)];
  if (wholeFrom >= wholeTo) return [{ ...part, quarters: false }];
  return [
    { ...part, until: wholeFrom, quarters: false },
    { ...part, since: wholeFrom, until: wholeTo, quarters: true },
    { ...part, since: wholeTo, quarters: false },
  ].filter((piece) => piece.since < piece.until);
}

function quarterPieces(piece: Piece): { rollups: RollupPiece[]; raw: Piece[] } {
  const parts = quarterParts(piece);
  return {
    rollups: parts
      .filter((part) => part.quarters)
      .map(({ since, until }) => ({ grain: "quarter", since, until, sign: 1, bucket: null })),
    raw: parts.filter((part) => !part.quarters).map(({ since, until }) => ({ since, until })),
  };
}

// Device time's segments: whole hours from hour rows, parts of an hour from event rows, or with `quarters` from
// quarter rows for their whole quarter hours.
function segmentsOf({ whole, ...part }: Piece & { bucket: Date | null; whole: boolean }, quarters: boolean): Segment[] {
  if (whole) return [{ ...part, grain: "hour" }];
  if (!quarters) return [{ ...part, grain: null }];
  return quarterParts(part).map(({ quarters: q, ...piece }) => ({ ...piece, grain: q ? "quarter" : null }));
}

// How the rollups serve [from, to) in buckets: rollup rows, event rows (`raw`), and for device time, which ends at
// `until`, the ordered segments of each bucket with the part of an hour before the range first. With `quarters`
// (tenant scopes keep quarter-hour rows) the parts of an hour read quarter rows for their whole quarters.
export function splitBuckets(bounds: Date[], { from, to }: Range, until: Date, byDay: boolean, quarters: boolean) {
  const parts = bucketParts(bounds, from, to);
  const before = { since: floorHour(from), until: from, whole: false, bucket: null };
  const partial = parts
    .filter((part) => !part.whole)
    .map(({ since, until }) => (quarters ? quarterPieces({ since, until }) : { rollups: [], raw: [{ since, until }] }));
  return {
    rollups: merge(
      [
        ...parts.filter((part) => part.whole).flatMap((part) => rollupPieces(part, byDay)),
        ...partial.flatMap((piece) => piece.rollups),
      ].sort((a, b) => +a.since - +b.since),
      (a, b) => a.grain === b.grain && a.sign === 1 && b.sign === 1 && !a.bucket && !b.bucket,
    ),
    raw: merge(
      partial.flatMap((piece) => piece.raw),
      () => true,
    ),
    segments: [...(before.since < from ? [before] : []), ...bucketParts(bounds, from, until)].flatMap((part) =>
      segmentsOf(part, quarters),
    ),
  };
}
