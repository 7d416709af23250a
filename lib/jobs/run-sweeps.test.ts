import { describe, expect, it } from "vitest";
import { runSweeps } from "./run-sweeps";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sweeps on a timer", () => {
  it("repeat, never overlap a run still under way, and a stop waits for it", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const sweeps = runSweeps([
      {
        name: "test.slow-sweep",
        everyMs: 20,
        run: async () => {
          runs++;
          most = Math.max(most, ++running);
          await sleep(70);
          running--;
          finished++;
          return 0;
        },
      },
    ]);
    await sleep(400);
    await sweeps.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    await sleep(100);
    expect(runs).toBe(finished);
  });
});
