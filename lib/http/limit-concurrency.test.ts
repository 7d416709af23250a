import { describe, expect, it } from "vitest";
import { ApiError } from "./error-codes";
import { withinLimit, type ConcurrencyLimit } from "./limit-concurrency";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("withinLimit", () => {
  it("runs at most `limit` at once, queues up to `queue`, and refuses the rest at once with 503 and Retry-After", async () => {
    const state: ConcurrencyLimit = { running: 0, waiting: [] };
    const gate = deferred();
    let running = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++running);
      await gate.promise;
      running--;
      return "done";
    };
    const admitted = [1, 2, 3, 4].map(() => withinLimit(state, 2, 2, work));
    const started = performance.now();
    const refused = await withinLimit(state, 2, 2, work).catch((error: ApiError) => error);
    expect(performance.now() - started).toBeLessThan(50);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).headers?.["retry-after"]).toBe("1");
    gate.resolve();
    expect(await Promise.all(admitted)).toEqual(["done", "done", "done", "done"]);
    expect(most).toBe(2);
    expect(state).toEqual({ running: 0, waiting: [] });
  });

  it("frees the slot when the work fails", async () => {
    const state: ConcurrencyLimit = { running: 0, waiting: [] };
    await expect(withinLimit(state, 1, 0, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await withinLimit(state, 1, 0, async () => "next")).toBe("next");
  });
});
