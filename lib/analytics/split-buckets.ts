import type { Range } from "./analytics-range";
import { ceilTo, floorHour, floorTo, splitRange } from "./split-range";

const DAY = 24 * 3600 * 1000;
const QUARTER = 15 * 60 * 1000;
export type Piece = { since: Date; until: Date };
export type RollupPiece = Piece & { grain: "quarter" | "hour" | "day" };
// A stretch of one bucket, whole hours or part of one hour; bucket null for the part of an hour before the range,
// which counts only towards the devices online when the range begins.
export type Segment = Piece & { bucket: Date | null; whole: boolean };

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

// Adjacent pieces of one grain become one, so that a month of whole UTC days reads as one stretch of day rows.
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

// Whole hours [since, until) of one bucket as rollup rows: day rows for the whole UTC days inside when `byDay`.
function rollupPieces({ since, until }: Piece, byDay: boolean): RollupPiece[] {
  const [dayFrom, dayTo] = [ceilTo(since, DAY), floorTo(until, DAY)];
  if (!byDay || dayFrom >= dayTo) return [{ grain: "hour", since, until }];
  const pieces: RollupPiece[] = [
    { grain: "hour", since, until: dayFrom },
    { grain: "day", since: dayFrom, until: dayTo },
    { grain: "hour", since: dayTo, until },
  ];
  return pieces.filter((piece) => piece.since < piece.until);
}

// A part of an hour as the whole quarter hours inside it (quarter rows) and the event rows around them.
function quarterPieces({ since, until }: Piece): { rollups: RollupPiece[]; raw: Piece[] } {
  const [wholeFrom, wholeTo] = [ceilTo(since, QUARTER), floorTo(until, QUARTER)];
  if (wholeFrom >= wholeTo) return { rollups: [], raw: [{ since, until }] };
  const raw = [
    { since, until: wholeFrom },
    { since: wholeTo, until },
  ].filter((piece) => piece.since < piece.until);
  return { rollups: [{ grain: "quarter", since: wholeFrom, until: wholeTo }], raw };
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
      (a, b) => a.grain === b.grain,
    ),
    raw: merge(
      partial.flatMap((piece) => piece.raw),
      () => true,
    ),
    segments: [...(before.since < from ? [before] : []), ...bucketParts(bounds, from, until)] as Segment[],
  };
}
