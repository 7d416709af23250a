import { describe, expect, it } from "vitest";
import { eachInteger, integerAt, reading } from "./read-integers";

describe("read-integers", () => {
  it("reads each integer of a comma list in turn, negatives included, and none of an empty text", () => {
    const read: Array<[number, number]> = [];
    eachInteger("3,-12,0,4096", (value, index) => read.push([value, index]));
    expect(read).toEqual([
      [3, 0],
      [-12, 1],
      [0, 2],
      [4096, 3],
    ]);
    eachInteger("", () => read.push([NaN, NaN]));
    expect(read).toHaveLength(4);
  });

  it("stops at the first character that is not a digit and says where", () => {
    expect(integerAt("1;25,7", 2)).toBe(25);
    expect(reading.end).toBe(4);
  });
});
