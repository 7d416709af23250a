import { describe, expect, it } from "vitest";
import { isIntercomOpen } from "./intercom-hours";

const boston = { timezone: "America/New_York", intercomOpensAt: "07:00", intercomClosesAt: "22:00" };

describe("isIntercomOpen", () => {
  it("reads the window in the property's own time zone", () => {
    expect(isIntercomOpen(boston, new Date("2026-11-21T12:30:00Z"))).toBe(true); // 07:30 in Boston
    expect(isIntercomOpen(boston, new Date("2026-11-21T11:30:00Z"))).toBe(false); // 06:30 in Boston
    expect(isIntercomOpen(boston, new Date("2026-11-22T03:30:00Z"))).toBe(false); // 22:30 in Boston
  });

  it("handles a window that runs past midnight", () => {
    const night = { timezone: "UTC", intercomOpensAt: "22:00", intercomClosesAt: "06:00" };
    expect(isIntercomOpen(night, new Date("2026-11-21T23:00:00Z"))).toBe(true);
    expect(isIntercomOpen(night, new Date("2026-11-21T05:59:00Z"))).toBe(true);
    expect(isIntercomOpen(night, new Date("2026-11-21T12:00:00Z"))).toBe(false);
  });

  it("is always open without a complete window", () => {
    expect(isIntercomOpen({ timezone: "UTC", intercomOpensAt: null, intercomClosesAt: null })).toBe(true);
    expect(isIntercomOpen({ timezone: "UTC", intercomOpensAt: "09:00", intercomClosesAt: null })).toBe(true);
  });
});
