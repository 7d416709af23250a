import { describe, expect, it } from "vitest";
import { bucketBounds } from "./bucket-bounds";
import { splitBuckets } from "./split-buckets";

const at = (iso: string) => new Date(iso);
const span = (piece: { since: Date; until: Date }) => [piece.since.toISOString(), piece.until.toISOString()];

// Three Kolkata days (+05:30): every bucket boundary falls at 18:30 UTC, in the middle of an hour.
const range = { from: at("2026-11-01T18:30:00Z"), to: at("2026-11-04T18:30:00Z") };
const bounds = bucketBounds(range, "day", "Asia/Kolkata");

describe("splitBuckets", () => {
  it("reads the half hours around a tenant's bucket boundaries from quarter rows, and no event rows", () => {
    const { rollups, raw } = splitBuckets(bounds, range, range.to, true, true);
    expect(raw).toEqual([]);
    expect(rollups.filter((piece) => piece.grain === "quarter").map(span)).toEqual([
      ["2026-11-01T18:30:00.000Z", "2026-11-01T19:00:00.000Z"],
      ["2026-11-02T18:00:00.000Z", "2026-11-02T19:00:00.000Z"],
      ["2026-11-03T18:00:00.000Z", "2026-11-03T19:00:00.000Z"],
      ["2026-11-04T18:00:00.000Z", "2026-11-04T18:30:00.000Z"],
    ]);
    // The pieces cover the range once, in order.
    expect(rollups[0].since).toEqual(range.from);
    expect(rollups[rollups.length - 1].until).toEqual(range.to);
    for (const [i, piece] of rollups.slice(1).entries()) expect(piece.since).toEqual(rollups[i].until);
  });

  it("reads those half hours from event rows for a property, which keeps no quarter rows", () => {
    const { rollups, raw } = splitBuckets(bounds, range, range.to, true, false);
    expect(rollups.some((piece) => piece.grain === "quarter")).toBe(false);
    expect(raw.map(span)).toEqual([
      ["2026-11-01T18:30:00.000Z", "2026-11-01T19:00:00.000Z"],
      ["2026-11-02T18:00:00.000Z", "2026-11-02T19:00:00.000Z"],
      ["2026-11-03T18:00:00.000Z", "2026-11-03T19:00:00.000Z"],
      ["2026-11-04T18:00:00.000Z", "2026-11-04T18:30:00.000Z"],
    ]);
  });

  it("reads the minutes before a range's first whole quarter hour from event rows", () => {
    const from = at("2026-11-01T18:37:00Z");
    const { rollups, raw } = splitBuckets(
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
