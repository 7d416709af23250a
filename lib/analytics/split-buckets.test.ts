import { describe, expect, it } from "vitest";
import { bucketBounds } from "./bucket-bounds";
import { splitBuckets } from "./split-buckets";

const at = (iso: string) => new Date(iso);
const span = (piece: { since: Date; until: Date }) => [piece.since.toISOString(), piece.until.toISOString()];

const MINUTE = 60 * 1000;

// A piece with its instants as Dates, as the assertions spell them.
function dated<T extends { since: number; until: number; bucket?: number | null }>(
  piece: T,
): Omit<T, "since" | "until" | "bucket"> & { since: Date; until: Date; bucket?: Date | null } {
  const bucket = piece.bucket === undefined ? {} : { bucket: piece.bucket === null ? null : new Date(piece.bucket) };
  return { ...piece, since: new Date(piece.since), until: new Date(piece.until), ...bucket };
}

// splitBuckets with every piece dated.
function split(...args: Parameters<typeof splitBuckets>) {
  const { rollups, raw, segments, stretches } = splitBuckets(...args);
  return {
    rollups: rollups.map(dated),
    raw: raw.map(dated),
    segments: segments.map(dated),
    stretches: stretches.map(dated),
  };
}
type Dated = ReturnType<typeof split>;

// The index of the bucket holding `at` (a binary search of the bounds).
function bucketOf(bounds: Date[], at: number) {
  let [low, high] = [0, bounds.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (+bounds[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

// How many times the pieces count each minute towards each bucket, keyed by minute and bucket: a piece tied to a
// bucket counts towards it, any other towards the bucket holding each minute.
function netCounts(bounds: Date[], rollups: Dated["rollups"], raw: Dated["raw"]) {
  const counts = new Map<number, number>();
  for (const piece of [...rollups, ...raw.map((part) => ({ ...part, sign: 1, bucket: null }))])
    for (let t = +piece.since; t < +piece.until; t += MINUTE) {
      const key = t * 64 + bucketOf(bounds, piece.bucket ? +piece.bucket : t);
      counts.set(key, (counts.get(key) ?? 0) + piece.sign);
    }
  return new Map([...counts].filter(([, count]) => count !== 0));
}

// Each minute of [from, to) once, towards the bucket holding it.
function expectedCounts(bounds: Date[], { from, to }: { from: Date; to: Date }) {
  const counts = new Map<number, number>();
  for (let t = +from; t < +to; t += MINUTE) counts.set(t * 64 + bucketOf(bounds, t), 1);
  return counts;
}

// Three Kolkata days (+05:30): every bucket boundary falls at 18:30 UTC, in the middle of an hour.
const range = { from: at("2026-11-01T18:30:00Z"), to: at("2026-11-04T18:30:00Z") };
const bounds = bucketBounds(range, "day", "Asia/Kolkata");

describe("splitBuckets", () => {
  it("reads the half hours around a tenant's bucket boundaries from quarter rows, and no event rows", () => {
    const { rollups, raw } = split(bounds, range, range.to, true, true);
    expect(raw).toEqual([]);
    expect(rollups.filter((piece) => piece.grain === "quarter").map(span)).toEqual([
      ["2026-11-01T18:30:00.000Z", "2026-11-01T19:00:00.000Z"],
      ["2026-11-02T18:00:00.000Z", "2026-11-02T19:00:00.000Z"],
      ["2026-11-03T18:00:00.000Z", "2026-11-03T19:00:00.000Z"],
      ["2026-11-04T18:00:00.000Z", "2026-11-04T18:30:00.000Z"],
    ]);
    expect(netCounts(bounds, rollups, raw)).toEqual(expectedCounts(bounds, range));
  });

  it("reads most of a local day as its UTC day's row less the hours outside it", () => {
    const york = { from: at("2026-10-30T04:00:00Z"), to: at("2026-11-04T12:00:00Z") };
    const yorkBounds = bucketBounds(york, "day", "America/New_York");
    const { rollups, raw } = split(yorkBounds, york, york.to, true, true);
    // 2026-11-02 (05:00 to 05:00 UTC): the day row of 2026-11-02 less its first 5 hours, plus 5 hours of the next.
    const day = rollups.filter((piece) => piece.bucket?.toISOString() === "2026-11-02T05:00:00.000Z");
    expect(day.map((piece) => [piece.grain, piece.sign, ...span(piece)])).toEqual([
      ["day", 1, "2026-11-02T00:00:00.000Z", "2026-11-03T00:00:00.000Z"],
      ["hour", -1, "2026-11-02T00:00:00.000Z", "2026-11-02T05:00:00.000Z"],
    ]);
    expect(rollups).toContainEqual({
      grain: "hour",
      sign: 1,
      bucket: null,
      since: at("2026-11-03T00:00:00Z"),
      until: at("2026-11-03T05:00:00Z"),
    });
    expect(netCounts(yorkBounds, rollups, raw)).toEqual(expectedCounts(yorkBounds, york));
  });

  it("counts every minute once towards its bucket, in days and weeks across a DST change", () => {
    const spans = [
      { from: at("2026-10-28T17:07:00Z"), to: at("2026-11-19T09:52:00Z") },
      { from: at("2026-03-01T00:00:00Z"), to: at("2026-03-20T23:00:00Z") },
    ];
    for (const zone of ["America/New_York", "Asia/Kolkata", "Australia/Adelaide", "Pacific/Chatham"])
      for (const interval of ["day", "week"] as const)
        for (const tenants of [true, false])
          for (const span of spans) {
            const spanBounds = bucketBounds(span, interval, zone);
            const { rollups, raw } = split(spanBounds, span, span.to, true, tenants);
            expect(netCounts(spanBounds, rollups, raw), `${zone} ${interval}`).toEqual(
              expectedCounts(spanBounds, span),
            );
          }
  });

  it("reads those half hours from event rows for a property, which keeps no quarter rows", () => {
    const { rollups, raw } = split(bounds, range, range.to, true, false);
    expect(rollups.some((piece) => piece.grain === "quarter")).toBe(false);
    expect(raw.map(span)).toEqual([
      ["2026-11-01T18:30:00.000Z", "2026-11-01T19:00:00.000Z"],
      ["2026-11-02T18:00:00.000Z", "2026-11-02T19:00:00.000Z"],
      ["2026-11-03T18:00:00.000Z", "2026-11-03T19:00:00.000Z"],
      ["2026-11-04T18:00:00.000Z", "2026-11-04T18:30:00.000Z"],
    ]);
  });

  it("steps device time through a tenant's quarter rows around bucket boundaries, and a property's event rows", () => {
    const from = at("2026-11-01T18:37:00Z");
    for (const tenants of [true, false]) {
      const spanBounds = bucketBounds({ ...range, from }, "day", "Asia/Kolkata");
      const { segments, stretches } = split(spanBounds, { ...range, from }, range.to, true, tenants);
      // In time order, each minute from the range's hour on once, towards its bucket (none before the range).
      expect(segments[0].since).toEqual(at("2026-11-01T18:00:00Z"));
      expect(segments.at(-1)!.until).toEqual(range.to);
      for (const [i, segment] of segments.entries()) {
        if (i > 0) expect(segment.since).toEqual(segments[i - 1].until);
        const bucket = segment.since < from ? null : spanBounds[bucketOf(spanBounds, +segment.since)];
        expect(segment.bucket).toEqual(bucket);
        expect(segment.bucket ? bucketOf(spanBounds, +segment.until - 1) : null).toBe(
          bucket && bucketOf(spanBounds, +segment.since),
        );
      }
      const quarterRows = segments.filter((segment) => segment.grain === "quarter").map(span);
      if (!tenants) expect(quarterRows).toEqual([]);
      else
        expect(quarterRows.slice(0, 4)).toEqual([
          ["2026-11-01T18:00:00.000Z", "2026-11-01T18:30:00.000Z"],
          ["2026-11-01T18:45:00.000Z", "2026-11-01T19:00:00.000Z"],
          ["2026-11-02T18:00:00.000Z", "2026-11-02T18:30:00.000Z"],
          ["2026-11-02T18:30:00.000Z", "2026-11-02T19:00:00.000Z"],
        ]);
      const eventRows = segments.filter((segment) => segment.grain === null).map(span);
      if (tenants)
        expect(eventRows).toEqual([
          ["2026-11-01T18:30:00.000Z", "2026-11-01T18:37:00.000Z"],
          ["2026-11-01T18:37:00.000Z", "2026-11-01T18:45:00.000Z"],
        ]);
      else
        expect(eventRows.slice(0, 4)).toEqual([
          ["2026-11-01T18:00:00.000Z", "2026-11-01T18:37:00.000Z"],
          ["2026-11-01T18:37:00.000Z", "2026-11-01T19:00:00.000Z"],
          ["2026-11-02T18:00:00.000Z", "2026-11-02T18:30:00.000Z"],
          ["2026-11-02T18:30:00.000Z", "2026-11-02T19:00:00.000Z"],
        ]);
      // The stretches device time reads cover the segments in order, each as long as it can be in its one grain.
      expect(stretches[0].since).toEqual(segments[0].since);
      expect(stretches.at(-1)!.until).toEqual(range.to);
      for (const [i, stretch] of stretches.entries()) {
        if (i > 0) expect(stretch.since).toEqual(stretches[i - 1].until);
        if (i > 0) expect(stretch.grain).not.toBe(stretches[i - 1].grain);
        const inside = segments.filter((segment) => segment.since >= stretch.since && segment.until <= stretch.until);
        expect(inside.map(span)).toEqual(
          inside.map((segment, k) => span({ since: k ? inside[k - 1].until : stretch.since, until: segment.until })),
        );
        expect(new Set(inside.map((segment) => segment.grain))).toEqual(new Set([stretch.grain]));
        expect(inside.at(-1)?.until).toEqual(stretch.until);
      }
      expect(stretches.length).toBeLessThan(segments.length);
    }
  });

  it("reads the minutes before a range's first whole quarter hour from event rows", () => {
    const from = at("2026-11-01T18:37:00Z");
    const { rollups, raw } = split(
      bucketBounds({ ...range, from }, "day", "Asia/Kolkata"),
      { ...range, from },
      range.to,
      true,
      true,
    );
    expect(raw.map(span)).toEqual([["2026-11-01T18:37:00.000Z", "2026-11-01T18:45:00.000Z"]]);
    expect(span(rollups[0])).toEqual(["2026-11-01T18:45:00.000Z", "2026-11-01T19:00:00.000Z"]);
  });
});
