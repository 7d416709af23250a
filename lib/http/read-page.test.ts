import { describe, expect, it, vi } from "vitest";
import { readPage } from "./read-page";

const rowsOf = (n: number) => () => Promise.resolve(Array.from({ length: n }, (_, i) => i));

describe("readPage", () => {
  it("takes the total from a short page without counting", async () => {
    const count = vi.fn(() => Promise.resolve(999));
    expect(await readPage({ limit: 50, offset: 0 }, rowsOf(2), count)).toEqual({ items: [0, 1], total: 2 });
    expect(await readPage({ limit: 10, offset: 20 }, rowsOf(3), count)).toEqual({ items: [0, 1, 2], total: 23 });
    expect(await readPage({ limit: 10, offset: 0 }, rowsOf(0), count)).toEqual({ items: [], total: 0 });
    expect(count).not.toHaveBeenCalled();
  });

  it("counts when the page is full or lies past the end", async () => {
    const count = vi.fn(() => Promise.resolve(57));
    expect((await readPage({ limit: 10, offset: 0 }, rowsOf(10), count)).total).toBe(57);
    expect((await readPage({ limit: 10, offset: 100 }, rowsOf(0), count)).total).toBe(57);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
