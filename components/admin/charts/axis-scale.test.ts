import { describe, expect, it } from "vitest";
import { axisScale, gridValues } from "./axis-scale";

describe("axisScale", () => {
  it("keeps the tallest bar as the top of an ordinary month", () => {
    expect(axisScale([10, 12, 9, 14, 11, 13, 8, 15])).toEqual({ max: 15, capped: false });
  });

  it("caps the axis near the 90th percentile when one day spikes, so the other days stay readable", () => {
    const month = Array.from({ length: 30 }, (_, day) => 10 + (day % 5));
    month[12] = 400;
    const scale = axisScale(month);
    expect(scale.capped).toBe(true);
    expect(scale.max).toBe(21); // 1.5 × 14, the 90th percentile
    expect(month.filter((total) => total > scale.max)).toEqual([400]);
  });

  it("does not cap a short or empty series", () => {
    expect(axisScale([1, 100])).toEqual({ max: 100, capped: false });
    expect(axisScale([])).toEqual({ max: 1, capped: false });
    expect(axisScale([0, 0, 0])).toEqual({ max: 1, capped: false });
  });
});

describe("gridValues", () => {
  it("labels whole counts only, each once: the middle line only when the top is even", () => {
    expect(gridValues(1)).toEqual([0, 1]);
    expect(gridValues(2)).toEqual([0, 1, 2]);
    expect(gridValues(15)).toEqual([0, 15]);
    expect(gridValues(400)).toEqual([0, 200, 400]);
    for (let max = 1; max <= 50; max++) {
      const values = gridValues(max);
      expect(new Set(values).size).toBe(values.length);
      expect(values.every(Number.isInteger)).toBe(true);
    }
  });
});
