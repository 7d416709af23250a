import { describe, expect, it } from "vitest";
import { median, percentile, roundedPercentile } from "./percentile";

describe("percentile", () => {
  it("takes the nearest rank of values in any order, leaving them as they were", () => {
    const values = [40, 10, 30, 20];
    expect(percentile(values, 50)).toBe(20);
    expect(percentile(values, 75)).toBe(30);
    expect(percentile(values, 100)).toBe(40);
    expect(percentile(values, 0)).toBe(10);
    expect(values).toEqual([40, 10, 30, 20]);
  });

  it("reads the 99th of a hundred values as the 99th smallest, and answers 0 for none", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });

  it("rounds the rank's value for printing", () => {
    expect(roundedPercentile([1.4, 2.6, 9.5], 50)).toBe(3);
    expect(roundedPercentile([1.4, 2.6, 9.5], 100)).toBe(10);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
