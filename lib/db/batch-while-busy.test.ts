import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-database";
import { batchPerClient, batchWhileBusy } from "./batch-while-busy";
import { runInTransactionScope } from "./transaction-scope";

// A run that holds each batch until released, recording the batches it was given.
function heldRun() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve) => releases.push(() => resolve(inputs.map((n) => `#${n}`))));
  };
  return { batches, releases, run };
}

describe("batchWhileBusy", () => {
  it("sends an idle call at once and gathers the calls made meanwhile into the next batch", async () => {
    const { batches, releases, run } = heldRun();
    const call = batchWhileBusy(run);
    const first = call(1);
    await Promise.resolve();
    expect(batches).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    releases[0]();
    expect(await first).toBe("#1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]();
    expect(await Promise.all(later)).toEqual(["#2", "#3", "#4"]);
  });

  it("keeps a batch to the largest size and sends the rest after it", async () => {
    const { batches, releases, run } = heldRun();
    const call = batchWhileBusy(run, 2);
    const calls = [1, 2, 3, 4, 5].map((n) => call(n));
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases[i]();
    }
    expect(await Promise.all(calls)).toEqual(["#1", "#2", "#3", "#4", "#5"]);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("rejects the callers of a failed batch only, and goes on with the next", async () => {
    let runs = 0;
    const call = batchWhileBusy(async (inputs: number[]) => {
      runs += 1;
      if (runs === 1) throw new Error("connection lost");
      return inputs.map((n) => n * 10);
    });
    const failed = call(1);
    const after = call(2);
    await expect(failed).rejects.toThrow("connection lost");
    expect(await after).toBe(20);
  });

  it("runs each batch in the async context of its first caller", async () => {
    const caller = new AsyncLocalStorage<number>();
    const { batches, releases, run } = heldRun();
    const seen: (number | undefined)[] = [];
    const call = batchWhileBusy((inputs: number[]) => (seen.push(caller.getStore()), run(inputs)));
    const calls = [1, 2, 3].map((n) => caller.run(n, () => call(n)));
    await new Promise((resolve) => setImmediate(resolve));
    releases[0]();
    await new Promise((resolve) => setImmediate(resolve));
    releases[1]();
    await Promise.all(calls);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(seen).toEqual([1, 2]);
  });

  it("fails the batch of a run that throws at once, and stays free for the next", async () => {
    let runs = 0;
    const call = batchWhileBusy((inputs: number[]) => {
      runs += 1;
      if (runs === 1) throw new Error("refused before any statement");
      return Promise.resolve(inputs);
    });
    await expect(call(1)).rejects.toThrow("refused before any statement");
    expect(await call(2)).toBe(2);
  });

  it("refuses a batch answered with the wrong number of outputs", async () => {
    const call = batchWhileBusy(async () => [] as number[]);
    await expect(call(1)).rejects.toThrow("a batch of 1 answered 0");
  });
});

describe("batchPerClient", () => {
  it("runs a batch on the process's client, and refuses a caller inside a transaction before it joins one", async () => {
    testDatabase();
    const clients: unknown[] = [];
    const call = batchPerClient("the test statement", async (client, inputs: number[]) => {
      clients.push(client);
      return inputs.map((n) => n + 1);
    });
    await expect(runInTransactionScope(() => call(1))).rejects.toThrow("the test statement runs outside transactions");
    expect(clients).toEqual([]);
    expect(await call(2)).toBe(3);
    expect(await call(3)).toBe(4);
    expect(clients).toHaveLength(2);
    expect(clients[0]).toBe(clients[1]);
  });
});
