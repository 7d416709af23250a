import { describe, expect, it, vi } from "vitest";
import { bucketBounds, tooManyBuckets } from "./bucket-bounds";

const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const bounds = (...args: Parameters<typeof bucketBounds>) => bucketBounds(...args).map((at) => at.toISOString());
const hoursBetween = (instants: string[]) =>
  instants.slice(1).map((at, i) => (Date.parse(at) - Date.parse(instants[i])) / 3_600_000);

describe("bucket bounds", () => {
  it("are UTC days and Monday weeks without a zone", () => {
    expect(bounds(range("2025-03-05T10:00:00Z", "2025-03-20T00:00:00Z"), "week", "UTC")).toEqual([
      "2025-03-03T00:00:00.000Z",
      "2025-03-10T00:00:00.000Z",
      "2025-03-17T00:00:00.000Z",
      "2025-03-24T00:00:00.000Z",
    ]);
  });

  it("walk a range again from the steps taken before, per zone and interval, without reading the clock again", () => {
    const fallBack = range("2025-11-02T04:00:00Z", "2025-11-03T05:00:00Z");
    const first = bounds(fallBack, "hour", "America/New_York");
    const clockReads = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get");
    try {
      expect(bounds(fallBack, "hour", "America/New_York")).toEqual(first);
      // The first bucket's start only.
      expect(clockReads.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      clockReads.mockRestore();
    }
    expect(hoursBetween(first)).toEqual(Array(25).fill(1));
    expect(first.slice(0, 3)).toEqual([
      "2025-11-02T04:00:00.000Z",
      "2025-11-02T05:00:00.000Z",
      "2025-11-02T06:00:00.000Z",
    ]);
    // The same instants in another zone and interval step by their own clock.
    expect(bounds(fallBack, "hour", "Asia/Kolkata")[1]).toBe("2025-11-02T04:30:00.000Z");
    expect(bounds(fallBack, "day", "America/New_York")).toEqual([
      "2025-11-02T04:00:00.000Z",
      "2025-11-03T05:00:00.000Z",
    ]);
  });

  it("start New York's days at its midnights, 25 hours on the day the clocks fall back", () => {
    const days = bounds(range("2025-11-01T12:00:00Z", "2025-11-04T00:00:00Z"), "day", "America/New_York");
    expect(days[0]).toBe("2025-11-01T04:00:00.000Z");
    expect(hoursBetween(days)).toEqual([24, 25, 24]);
    const hours = bounds(range("2025-11-02T04:00:00Z", "2025-11-03T05:00:00Z"), "hour", "America/New_York");
    expect(hours).toHaveLength(26);
  });

  it("start hours at half past in UTC+05:30 and days when a skipped midnight's clocks jump", () => {
    expect(bounds(range("2025-11-02T03:10:00Z", "2025-11-02T05:00:00Z"), "hour", "Asia/Kolkata")).toEqual([
      "2025-11-02T02:30:00.000Z",
      "2025-11-02T03:30:00.000Z",
      "2025-11-02T04:30:00.000Z",
      "2025-11-02T05:30:00.000Z",
    ]);
    // Santiago skipped 7 September 2025's midnight: that day began at 01:00 local (04:00Z) and lasted 23 hours.
    const days = bounds(range("2025-09-06T12:00:00Z", "2025-09-08T12:00:00Z"), "day", "America/Santiago");
    expect(days).toEqual([
      "2025-09-06T04:00:00.000Z",
      "2025-09-07T04:00:00.000Z",
      "2025-09-08T03:00:00.000Z",
      "2025-09-09T03:00:00.000Z",
    ]);
  });

  it("follow the zone's clock in the first millennium, weeks from a Monday of 1 BC", () => {
    expect(bounds(range("0050-01-01T00:00:00Z", "0050-01-03T00:00:00Z"), "day", "Asia/Kolkata")).toEqual([
      "0049-12-31T18:06:32.000Z",
      "0050-01-01T18:06:32.000Z",
      "0050-01-02T18:06:32.000Z",
      "0050-01-03T18:06:32.000Z",
    ]);
    // The year 1 began on a Monday; in New York, the first instant of it in UTC is still 1 BC's last day.
    expect(bounds(range("0001-01-01T00:00:00Z", "0001-01-10T00:00:00Z"), "week", "America/New_York")).toEqual([
      "0000-12-25T04:56:02.000Z",
      "0001-01-01T04:56:02.000Z",
      "0001-01-08T04:56:02.000Z",
      "0001-01-15T04:56:02.000Z",
    ]);
  });

  it("end the last bucket of a range ending late in 9999 in the year 10000 of the zone's clock", () => {
    expect(bounds(range("9999-12-30T00:00:00Z", "9999-12-31T23:59:59.999Z"), "day", "America/New_York")).toEqual([
      "9999-12-29T05:00:00.000Z",
      "9999-12-30T05:00:00.000Z",
      "9999-12-31T05:00:00.000Z",
      "+010000-01-01T05:00:00.000Z",
    ]);
    // Kiritimati is 14 hours ahead: the last instant is 10000-01-01 there, the Monday after it the 3rd.
    expect(bounds(range("9999-12-31T00:00:00Z", "9999-12-31T23:59:59.999Z"), "week", "Pacific/Kiritimati")).toEqual([
      "9999-12-26T10:00:00.000Z",
      "+010000-01-02T10:00:00.000Z",
    ]);
    expect(bounds(range("9999-12-31T20:00:00Z", "9999-12-31T23:59:59.999Z"), "hour", "Asia/Kathmandu")).toEqual([
      "9999-12-31T19:15:00.000Z",
      "9999-12-31T20:15:00.000Z",
      "9999-12-31T21:15:00.000Z",
      "9999-12-31T22:15:00.000Z",
      "9999-12-31T23:15:00.000Z",
      "+010000-01-01T00:15:00.000Z",
    ]);
  });

  it("are too many past 2000 buckets of the zone's clock, counted only near the limit", () => {
    // Every zone lookup reads a formatter's `format`.
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get");
    try {
      expect(tooManyBuckets(range("2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z"), "day", "Asia/Kolkata")).toBe(false);
      expect(spy).not.toHaveBeenCalled();
      // 83 days by hour touch 1,993 Kolkata hours and 84 days 2,017: there, hours start at half past in UTC.
      expect(tooManyBuckets(range("2025-01-01T00:00:00Z", "2025-03-25T00:00:00Z"), "hour", "Asia/Kolkata")).toBe(false);
      expect(tooManyBuckets(range("2025-01-01T00:00:00Z", "2025-03-26T00:00:00Z"), "hour", "Asia/Kolkata")).toBe(true);
      expect(spy).toHaveBeenCalled();
      const autumn = (to: string) => range("2025-09-01T00:00:00Z", to);
      expect(tooManyBuckets(autumn("2025-11-23T08:00:00Z"), "hour", "UTC")).toBe(false);
      expect(tooManyBuckets(autumn("2025-11-23T08:00:01Z"), "hour", "UTC")).toBe(true);
      expect(tooManyBuckets(autumn("2025-11-23T07:30:00Z"), "hour", "Asia/Kolkata")).toBe(false);
      expect(tooManyBuckets(autumn("2025-11-23T07:30:01Z"), "hour", "Asia/Kolkata")).toBe(true);
      // 25 years by hour: counted only to one past the limit, one zone lookup an hour.
      spy.mockClear();
      expect(tooManyBuckets(range("2000-01-01T00:00:00Z", "2025-01-01T00:00:00Z"), "hour", "Asia/Kolkata")).toBe(true);
      expect(spy.mock.calls.length).toBeLessThan(3 * 2000);
    } finally {
      spy.mockRestore();
    }
  });
});
