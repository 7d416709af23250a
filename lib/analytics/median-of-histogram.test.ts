import { describe, expect, it } from "vitest";
import { addHistogramText, medianOfHistogram } from "./median-of-histogram";

// percentile_cont(0.5) over the values written out one by one.
function medianOfValues(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const [lo, hi] = [sorted[Math.floor(middle)], sorted[Math.ceil(middle)]];
  return lo + (hi - lo) * (middle - Math.floor(middle));
}

const histogramOf = (values: number[]) => {
  const histogram: Record<string, number> = {};
  for (const value of values) histogram[value] = (histogram[value] ?? 0) + 1;
  return histogram;
};

describe("medianOfHistogram", () => {
  it("takes the middle value of an odd count and halfway between the two middle values of an even count", () => {
    expect(medianOfHistogram({ 7: 1 })).toBe(7);
    expect(medianOfHistogram({ 4: 1, 9: 1, 30: 1 })).toBe(9);
    expect(medianOfHistogram({ 4: 1, 9: 1 })).toBe(6.5);
    expect(medianOfHistogram({ 4: 2, 9: 2 })).toBe(6.5);
    expect(medianOfHistogram({ 4: 3, 9: 2 })).toBe(4);
  });

  it("orders seconds as numbers, not as text, and ignores values summed to zero or below", () => {
    expect(medianOfHistogram({ 100: 1, 20: 1, 3: 1 })).toBe(20);
    expect(medianOfHistogram({ 5: 0, 8: 2, 12: -1, 40: 1 })).toBe(8);
    expect(medianOfHistogram({ "-2": 1, 10: 1 })).toBe(4);
  });

  it("is null without a call", () => {
    expect(medianOfHistogram({})).toBeNull();
    expect(medianOfHistogram({ 3: 0 })).toBeNull();
  });

  it("agrees with the median of the values written out, for many random sets", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      const values = Array.from({ length: 1 + Math.floor(random() * 60) }, () => Math.floor(random() * 90));
      expect(medianOfHistogram(histogramOf(values))).toBe(medianOfValues(values));
    }
  });
});

describe("addHistogramText", () => {
  it("adds each row's seconds and calls in step, weighted by its sign, to what the histogram holds", () => {
    const histogram: Record<string, number> = { 7: 2 };
    addHistogramText("1;3,7,12;1,4,2|-1;7;1|1;-2,120;5,1", histogram);
    expect(histogram).toEqual({ "-2": 5, 3: 1, 7: 5, 12: 2, 120: 1 });
    expect(medianOfHistogram(histogram)).toBe(7);
  });

  it("reads a lone row of one second", () => {
    const histogram: Record<string, number> = {};
    addHistogramText("1;45;1", histogram);
    expect(histogram).toEqual({ 45: 1 });
  });
});
