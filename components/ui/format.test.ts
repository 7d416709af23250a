import { describe, expect, it } from "vitest";
import { formatSpan } from "./format";

describe("formatSpan", () => {
  it("says no time as 0 min, and a few seconds as under a minute", () => {
    expect(formatSpan(0)).toBe("0 min");
    expect(formatSpan(20)).toBe("under 1 min");
  });

  it("rounds to minutes and names the largest units", () => {
    expect(formatSpan(90 * 60)).toBe("1 h 30 min");
    expect(formatSpan(3 * 3600)).toBe("3 h");
    expect(formatSpan(2 * 86400 + 3600)).toBe("2 d 1 h");
    expect(formatSpan(7 * 86400)).toBe("7 d");
  });
});
