import { describe, expect, it } from "vitest";
import { axisScale } from "./axis-scale";

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
