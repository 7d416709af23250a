import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat-every";

const DAY = 86_400_000;

describe("repeatEvery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits intervals longer than a timer can hold (30 and 400 days) in full, then keeps the cadence", () => {
    for (const days of [30, 400]) {
      const run = vi.fn();
      const stop = repeatEvery(days * DAY, run);
      vi.advanceTimersByTime(days * DAY - 1000);
      expect(run, `${days} days`).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(days * DAY);
      expect(run).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(days * DAY);
      expect(run).toHaveBeenCalledTimes(2);
    }
  });

  it("runs a short interval every time it passes", () => {
    const run = vi.fn();
    const stop = repeatEvery(60_000, run);
    vi.advanceTimersByTime(60_000 * 5);
    expect(run).toHaveBeenCalledTimes(5);
    stop();
  });
});
