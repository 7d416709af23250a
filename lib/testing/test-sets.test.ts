import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERIAL_TEST_FILES } from "../../vitest.config";

// `npm test` runs the serial files by name: a renamed or deleted one would silently drop out of the run.
describe("the serial test files", () => {
  it("all exist and are listed once", () => {
    expect(SERIAL_TEST_FILES.filter((file) => !existsSync(file))).toEqual([]);
    expect(new Set(SERIAL_TEST_FILES).size).toBe(SERIAL_TEST_FILES.length);
  });
});
