import { afterEach, describe, expect, it, vi } from "vitest";
import { logAtMostEvery } from "./log-at-most";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("logAtMostEvery", () => {
  it("writes one line per key per window, then one that counts those left out", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    vi.useFakeTimers();
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(JSON.parse(String(chunk))), true));
    for (let i = 0; i < 1000; i++) logAtMostEvery(10_000, "flood:a", "warn", "device.message_dropped", { i });
    logAtMostEvery(10_000, "flood:b", "warn", "device.message_dropped", { i: "b" });
    vi.advanceTimersByTime(10_001);
    logAtMostEvery(10_000, "flood:a", "warn", "device.message_dropped", { i: "later" });
    expect(lines.map(({ i, suppressed }) => ({ i, suppressed }))).toEqual([
      { i: 0, suppressed: undefined },
      { i: "b", suppressed: undefined },
      { i: "later", suppressed: 999 },
    ]);
  });
});
