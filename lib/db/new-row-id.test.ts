import { describe, expect, it } from "vitest";
import { newRowId } from "./new-row-id";

describe("newRowId", () => {
  it("makes cuid-shaped ids that never repeat across many batches of random bytes", () => {
    const ids = Array.from({ length: 10_000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The random part differs from one id to the next even within one millisecond.
    expect(new Set(ids.map((id) => id.slice(10))).size).toBe(ids.length);
  });

  it("starts with the time, so ids made later sort after", async () => {
    const first = newRowId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(newRowId().slice(0, 10) > first.slice(0, 10)).toBe(true);
  });
});
