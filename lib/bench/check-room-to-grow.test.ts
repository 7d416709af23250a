import { describe, expect, it } from "vitest";
import { refuseGrowth } from "./check-room-to-grow";

const GB = 1e9;

describe("refuseGrowth", () => {
  it("refuses a growth the free space cannot hold, saying how much it needs, how much is free and what to do", () => {
    const refusal = refuseGrowth(10, 4 * GB, 14 * GB, "/tmp/db");
    expect(refusal).toContain("to 10x needs about 25.2 GB free beside the database (/tmp/db), and 14.0 GB are");
    expect(refusal).toContain("BENCH_SCALE_FACTORS=1");
    expect(refusal).not.toContain("\n");
  });

  it("lets a growth through when the disk holds it, and 1x always", () => {
    expect(refuseGrowth(10, 4 * GB, 26 * GB, "/tmp/db")).toBeNull();
    expect(refuseGrowth(1, 4 * GB, 0, "/tmp/db")).toBeNull();
  });
});
