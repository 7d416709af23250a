import { describe, expect, it } from "vitest";
import { AnswerHistogram, addHistogramText } from "./median-of-histogram";

// percentile_cont(0.5) over the values written out one by one.
function medianOfValues(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const [lo, hi] = [sorted[Math.floor(middle)], sorted[Math.ceil(middle)]];
  return lo + (hi - lo) * (middle - Math.floor(middle));
}

// A histogram of [second, calls] pairs, added in the order given.
function histogramOf(pairs: [number, number][]): AnswerHistogram {
  const histogram = new AnswerHistogram();
  for (const [second, calls] of pairs) histogram.add(second, calls);
  return histogram;
}

const medianOf = (pairs: [number, number][]) => histogramOf(pairs).median();

// Reading a histogram back: the median of every rank pins where its calls are.
const ofValues = (values: number[]) => histogramOf(values.map((value) => [value, 1]));

describe("AnswerHistogram's median", () => {
  it("takes the middle value of an odd count and halfway between the two middle values of an even count", () => {
    expect(medianOf([[7, 1]])).toBe(7);
    expect(
      medianOf([
        [4, 1],
        [9, 1],
        [30, 1],
      ]),
    ).toBe(9);
    expect(
      medianOf([
        [4, 1],
        [9, 1],
      ]),
    ).toBe(6.5);
    expect(
      medianOf([
        [4, 2],
        [9, 2],
      ]),
    ).toBe(6.5);
    expect(
      medianOf([
        [4, 3],
        [9, 2],
      ]),
    ).toBe(4);
  });

  it("orders seconds as numbers whatever the order added, and ignores seconds summed to zero or below", () => {
    expect(
      medianOf([
        [100, 1],
        [20, 1],
        [3, 1],
      ]),
    ).toBe(20);
    expect(
      medianOf([
        [5, 0],
        [8, 2],
        [12, -1],
        [40, 1],
      ]),
    ).toBe(8);
    expect(
      medianOf([
        [10, 1],
        [-2, 1],
      ]),
    ).toBe(4);
    expect(
      medianOf([
        [8, 1],
        [8, -1],
        [3, 1],
      ]),
    ).toBe(3);
  });

  it("orders the seconds below 0 and from an hour on with the rest", () => {
    expect(
      medianOf([
        [7_200, 1],
        [3_599, 1],
        [3_600, 1],
      ]),
    ).toBe(3_600);
    expect(
      medianOf([
        [90_000, 2],
        [-30, 1],
        [-5, 1],
        [12, 1],
      ]),
    ).toBe(12);
    expect(
      medianOf([
        [-30, 2],
        [-5, 1],
        [4_000, 1],
      ]),
    ).toBe(-17.5);
    expect(
      medianOf([
        [3_599, 1],
        [3_600, 1],
      ]),
    ).toBe(3_599.5);
    expect(
      medianOf([
        [5_000, 1],
        [5_000, -1],
      ]),
    ).toBeNull();
  });

  it("is null without a call", () => {
    expect(new AnswerHistogram().median()).toBeNull();
    expect(medianOf([[3, 0]])).toBeNull();
  });

  it("agrees with the median of the values written out, for many random sets", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      // Mostly the first minutes, some past an hour and some below 0, as a clock's odd answer could give.
      const values = Array.from({ length: 1 + Math.floor(random() * 60) }, () => {
        const draw = random();
        return draw < 0.05
          ? -Math.floor(random() * 50)
          : draw < 0.1
            ? 3_590 + Math.floor(random() * 5_000)
            : Math.floor(random() * 90);
      });
      expect(ofValues(values).median()).toBe(medianOfValues(values));
    }
  });

  it("adds another histogram's calls, whichever part holds them", () => {
    const total = histogramOf([
      [7, 2],
      [-1, 1],
    ]);
    total.addHistogram(
      histogramOf([
        [7, -2],
        [9, 3],
        [5_000, 1],
        [-1, 1],
      ]),
    );
    // -1 twice, 9 three times, 5,000 once: the middle of six is between 9 and 9.
    expect(total.median()).toBe(9);
    // Six more at 5,000: the middle two of twelve are both 5,000.
    total.addHistogram(histogramOf([[5_000, 6]]));
    expect(total.median()).toBe(5_000);
  });
});

describe("addHistogramText", () => {
  it("adds each row's seconds and calls in step, weighted by its sign, to what the histogram holds", () => {
    const histogram = histogramOf([[7, 2]]);
    addHistogramText("1;3,7,12;1,4,2|-1;7;1|1;-2,120;5,1", histogram);
    // -2 five times, 3 once, 7 five times, 12 twice, 120 once.
    expect(histogram.median()).toBe(7);
    const values = [...Array(5).fill(-2), 3, ...Array(5).fill(7), 12, 12, 120];
    expect(histogram.median()).toBe(medianOfValues(values));
    addHistogramText("1;120;7", histogram);
    expect(histogram.median()).toBe(medianOfValues([...values, ...Array(7).fill(120)]));
  });

  it("reads a lone row of one second", () => {
    const histogram = new AnswerHistogram();
    addHistogramText("1;45;1", histogram);
    expect(histogram.median()).toBe(45);
  });
});
