import { describe, expect, it } from "vitest";
import { refuseGrowth } from "./check-room-to-grow";

const GB = 1e9;

describe("refuseGrowth", () => {
  it("refuses a growth the free space cannot hold, saying how much it needs, how much is free and what to do", () => {
    const refusal = refuseGrowth({ from: 1, to: 10 }, 4 * GB, 14 * GB, "/tmp/db");
    expect(refusal).toContain("to 10x needs about 25.2 GB free beside the database (/tmp/db), and 14.0 GB are");
    expect(refusal).toContain("BENCH_SCALE_FACTORS=1");
    expect(refusal).not.toContain("\n");
  });

  it("lets a growth through when the disk holds it, and 1x always", () => {
    expect(refuseGrowth({ from: 1, to: 10 }, 4 * GB, 26 * GB, "/tmp/db")).toBeNull();
    expect(refuseGrowth({ from: 1, to: 1 }, 4 * GB, 0, "/tmp/db")).toBeNull();
  });

  it("asks a growth from 5x for the factors it adds, each measured by the 1x database", () => {
    // A 2 GB tenant at 1x: growing from 5x to 10x adds 5 factors, about 7 GB.
    expect(refuseGrowth({ from: 5, to: 10 }, 2 * GB, 6.9 * GB, "/tmp/db")).toContain("needs about 7.0 GB free");
    expect(refuseGrowth({ from: 5, to: 10 }, 2 * GB, 7.1 * GB, "/tmp/db")).toBeNull();
  });
});
