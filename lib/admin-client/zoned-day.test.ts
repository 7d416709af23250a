import { describe, expect, it, vi } from "vitest";
import {
  rangeTimeZone,
  startOfZonedDay,
  startOfZonedHour,
  toZonedInput,
  zonedDay,
  zonedDayRange,
  zonedWallTime,
} from "./zoned-day";

const hours = (range: { from?: string; to?: string }) =>
  (new Date(range.to!).getTime() - new Date(range.from!).getTime()) / 3_600_000;

describe("zoned days", () => {
  it("starts a New York day at local midnight, in EST and in EDT", () => {
    expect(startOfZonedDay("2026-11-21", "America/New_York").toISOString()).toBe("2026-11-21T05:00:00.000Z");
    expect(startOfZonedDay("2026-07-04", "America/New_York").toISOString()).toBe("2026-07-04T04:00:00.000Z");
    expect(zonedDayRange("2026-11-21", "2026-11-21", "America/New_York")).toEqual({
      from: "2026-11-21T05:00:00.000Z",
      to: "2026-11-22T05:00:00.000Z",
    });
  });

  it("makes the spring-forward day 23 hours and the fall-back day 25", () => {
    expect(zonedDayRange("2026-03-08", "2026-03-08", "America/New_York")).toEqual({
      from: "2026-03-08T05:00:00.000Z",
      to: "2026-03-09T04:00:00.000Z",
    });
    expect(hours(zonedDayRange("2026-03-08", "2026-03-08", "America/New_York"))).toBe(23);
    expect(zonedDayRange("2026-11-01", "2026-11-01", "America/New_York")).toEqual({
      from: "2026-11-01T04:00:00.000Z",
      to: "2026-11-02T05:00:00.000Z",
    });
    expect(hours(zonedDayRange("2026-11-01", "2026-11-01", "America/New_York"))).toBe(25);
    expect(hours(zonedDayRange("2026-03-29", "2026-03-29", "Europe/Berlin"))).toBe(23);
  });

  it("starts a day whose midnight the clocks skip at the jump (Santiago, September)", () => {
    const start = startOfZonedDay("2026-09-06", "America/Santiago");
    expect(start.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "America/Santiago",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(start),
    ).toBe("01:00");
  });

  it("reads days of the first millennium on the zone's clock, 1 BC included", () => {
    // Before 1854 Kolkata kept its local mean time, 5:53:28 ahead of UTC.
    expect(startOfZonedDay("0050-01-01", "Asia/Kolkata").toISOString()).toBe("0049-12-31T18:06:32.000Z");
    expect(zonedDay(new Date("0050-01-01T12:00:00Z"), "Asia/Kolkata")).toBe("0050-01-01");
    // New York's mean time was 4:56:02 behind: the year 1 begins there at 04:56:02 UTC, and 1 BC ends before it.
    expect(zonedDay(new Date("0001-01-01T00:00:00Z"), "America/New_York")).toBe("0000-12-31");
    expect(zonedDay(new Date("0001-01-01T04:56:01Z"), "America/New_York")).toBe("0000-12-31");
    expect(zonedWallTime("0000-06-15T10:00", "America/New_York")?.toISOString()).toBe("0000-06-15T14:56:02.000Z");
    expect(startOfZonedDay("0001-01-01", "America/New_York").toISOString()).toBe("0001-01-01T04:56:02.000Z");
    expect(startOfZonedDay("0000-12-31", "America/New_York").toISOString()).toBe("0000-12-31T04:56:02.000Z");
    expect(zonedWallTime("0099-06-15T10:45", "Asia/Kolkata")?.toISOString()).toBe("0099-06-15T04:51:32.000Z");
    expect(toZonedInput(new Date("0099-06-15T04:51:32Z"), "Asia/Kolkata")).toBe("0099-06-15T10:45");
    // The last instant the API takes is already the year 10000 on Kiritimati's clock (14 hours ahead).
    expect(zonedDay(new Date("9999-12-31T12:00:00Z"), "Pacific/Kiritimati")).toBe("10000-01-01");
  });

  it("handles zones east of UTC, half-hour offsets and UTC itself", () => {
    expect(startOfZonedDay("2026-11-21", "Asia/Tokyo").toISOString()).toBe("2026-11-20T15:00:00.000Z");
    expect(startOfZonedDay("2026-11-21", "Asia/Kolkata").toISOString()).toBe("2026-11-20T18:30:00.000Z");
    expect(zonedDayRange("2026-11-20", "2026-11-21", "UTC")).toEqual({
      from: "2026-11-20T00:00:00.000Z",
      to: "2026-11-22T00:00:00.000Z",
    });
  });

  it("ignores anything that is not a calendar day, and names the local day of an instant", () => {
    expect(zonedDayRange("", "21/11/2026", "America/New_York")).toEqual({ from: undefined, to: undefined });
    expect(zonedDay(new Date("2026-11-22T04:59:00Z"), "America/New_York")).toBe("2026-11-21");
    expect(zonedDay(new Date("2026-11-22T05:00:00Z"), "America/New_York")).toBe("2026-11-22");
  });

  it("reads a datetime-local value on the zone's clock, and writes one back", () => {
    expect(zonedWallTime("2026-11-21T14:30", "America/New_York")?.toISOString()).toBe("2026-11-21T19:30:00.000Z");
    expect(zonedWallTime("2026-07-04T09:00", "America/Chicago")?.toISOString()).toBe("2026-07-04T14:00:00.000Z");
    // Fall-back evening and spring-forward afternoon: the offset of the time itself, not of midnight.
    expect(zonedWallTime("2026-11-01T20:00", "America/New_York")?.toISOString()).toBe("2026-11-02T01:00:00.000Z");
    expect(zonedWallTime("2026-03-08T12:00", "America/New_York")?.toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedWallTime("", "America/New_York")).toBeNull();
    expect(toZonedInput(new Date("2026-11-21T19:30:45Z"), "America/New_York")).toBe("2026-11-21T14:30");
    expect(toZonedInput(new Date("2026-11-21T19:30:00Z"), "Europe/Berlin")).toBe("2026-11-21T20:30");
  });

  it("reads days in the chosen place's zone, else the one all share, else the browser's", () => {
    expect(rangeTimeZone(["America/New_York", "America/Chicago"], "America/Chicago", "Europe/Berlin")).toBe(
      "America/Chicago",
    );
    expect(rangeTimeZone(["America/New_York", "America/New_York"], undefined, "Europe/Berlin")).toBe(
      "America/New_York",
    );
    expect(rangeTimeZone(["America/New_York", "America/Chicago"], undefined, "Europe/Berlin")).toBe("Europe/Berlin");
    expect(rangeTimeZone([], undefined, "Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("reads the clock from its parts when a runtime writes the time in another form", () => {
    const cases = [
      ["America/Santiago", "2026-09-06"],
      ["Asia/Kolkata", "2026-11-21"],
      ["Pacific/Chatham", "2026-04-05"],
      ["Europe/Amsterdam", "1937-07-01"],
    ];
    const read = () =>
      cases.map(([zone, day]) => {
        const midnight = startOfZonedDay(day, zone);
        const later = new Date(midnight.getTime() + 90 * 60_000);
        return [
          midnight,
          startOfZonedHour(later, zone),
          toZonedInput(later, zone),
          zonedWallTime(`${day}T10:45`, zone),
        ];
      });
    // The first reading takes the formatter's text, never its parts.
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    let expected;
    try {
      expected = read();
      expect(parts).not.toHaveBeenCalled();
    } finally {
      parts.mockRestore();
    }
    // `format` is a getter returning a bound function: replaced for the second reading, then put back.
    const prototype = Intl.DateTimeFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, "format") as PropertyDescriptor;
    let formatted = 0;
    Object.defineProperty(prototype, "format", {
      configurable: true,
      get: () => () => (formatted++, "28.11.2026 19:25:38"),
    });
    try {
      expect(read()).toEqual(expected);
      expect(formatted).toBeGreaterThan(0);
    } finally {
      Object.defineProperty(prototype, "format", original);
    }
  });
});
