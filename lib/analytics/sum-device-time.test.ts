import { describe, expect, it } from "vitest";
import type { Segment } from "./split-buckets";
import { sumDeviceTime, type UptimeChange } from "./sum-device-time";

const M = 60_000;
const segment = (since: number, until: number, bucket: number | null, grain: Segment["grain"]): Segment => ({
  since: since * M,
  until: until * M,
  bucket: bucket === null ? null : bucket * M,
  grain,
});
const change = (at: number | null, grain: UptimeChange["grain"], online: number, known: number, ms = [0, 0]) => ({
  at: at === null ? null : at * M,
  grain,
  online,
  known,
  onlineMs: ms[0] * M,
  knownMs: ms[1] * M,
});

describe("sumDeviceTime", () => {
  // The part of an hour before the range, a bucket of two quarter rows, one of an hour row, one of events.
  const segments = [
    segment(0, 30, null, null),
    segment(30, 60, 30, "quarter"),
    segment(60, 120, 60, "hour"),
    segment(120, 130, 120, null),
  ];

  it("carries the devices online from segment to segment and counts each change from when it happened", () => {
    const uptime = sumDeviceTime(segments, [
      change(null, null, 2, 3),
      change(10, null, 1, 0),
      // A device offline 5 minutes into the quarter 45 to 60: 10 minutes less online within the row.
      change(45, "quarter", -1, 0, [-10, 0]),
      // A new device online at 90: 30 minutes online and known within the row 60 to 120.
      change(60, "hour", 1, 1, [30, 30]),
      change(125, null, -1, -1),
    ]);
    // Online minutes over known: 30 to 60 had 3 of 3 devices less the 10 minutes; 60 to 120 2 of 3, plus the new
    // device's 30; 120 to 130 3 of 4, one leaving both for the last 5 minutes. The part before the range is no bucket.
    expect(uptime.get(30 * M)).toBeCloseTo(80 / 90, 12);
    expect(uptime.get(60 * M)).toBeCloseTo(150 / 210, 12);
    expect(uptime.get(120 * M)).toBeCloseTo(25 / 35, 12);
    expect(uptime.get(null)).toBeCloseTo(255 / 335, 12);
    expect(uptime.has(0)).toBe(false);
  });

  it("answers null where no device was online or offline", () => {
    const uptime = sumDeviceTime(segments, [change(null, null, 0, 0), change(125, null, 0, 0)]);
    expect([...uptime.values()]).toEqual([null, null, null, null]);
  });
});
