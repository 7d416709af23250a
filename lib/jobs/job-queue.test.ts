import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";
import { z } from "zod";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { defineJob, type JobContext } from "./define-job";
import { enqueueJob } from "./enqueue-job";
import { Pool } from "pg";
import { dropRetiredQueues } from "./drop-retired-queues";
import { migrateJobQueue } from "./migrate-job-queue";
import { startJobWorker } from "./start-job-worker";
import { readQueueHealth } from "./read-queue-health";
import { readQueuedJobs } from "./testing/read-queued-jobs";
import { runJobsUntilIdle } from "./testing/run-jobs-until-idle";

// A queue schema of this file's own keeps other files' workers away from its jobs.
const schema = `jobs_test_${uniqueSuffix()}`;
const connectionString = () => inject("databaseUrl");
const runs: { payload: { n: number }; ctx: JobContext }[] = [];
const probe = defineJob({
  kind: "test.probe",
  schema: z.object({ n: z.number().int() }),
  run: async (payload, ctx) => void runs.push({ payload, ctx }),
});
const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  process.env.JOBS_SCHEMA = schema;
  await migrateJobQueue(connectionString(), schema);
});
afterAll(async () => {
  await testDatabase().$executeRawUnsafe(`drop schema "${schema}" cascade`);
});

describe("enqueueJob", () => {
  it("leaves no job when the caller's transaction rolls back", async () => {
    runs.length = 0;
    await expect(
      testDatabase().$transaction(async (tx) => {
        await enqueueJob(tx, probe, { n: 1 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toEqual([]);
    await runJobsUntilIdle({ definitions: [probe], connectionString: connectionString() });
    expect(runs).toEqual([]);
  });

  it("is invisible until the transaction commits, then runs once with its payload", async () => {
    runs.length = 0;
    await testDatabase().$transaction(async (tx) => {
      await enqueueJob(tx, probe, { n: 2 });
      expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toEqual([]);
    });
    expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toHaveLength(1);
    await runJobsUntilIdle({ definitions: [probe], connectionString: connectionString() });
    expect(runs.map((run) => [run.payload, run.ctx.attempt])).toEqual([[{ n: 2 }, 1]]);
    expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toEqual([]);
  });

  it("queues a job key once however often it is enqueued", async () => {
    runs.length = 0;
    for (const n of [3, 4]) await enqueueJob(testDatabase(), probe, { n }, { jobKey: "probe-key" });
    await runJobsUntilIdle({ definitions: [probe], connectionString: connectionString() });
    expect(runs.map((run) => run.payload)).toEqual([{ n: 3 }]);
  });

  it("refuses a named queue for a kind not defined for them, before anything is queued", async () => {
    await expect(enqueueJob(testDatabase(), probe, { n: 1 }, { queueName: "one-queue" })).rejects.toThrow(
      /namedQueues/,
    );
    expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toEqual([]);
  });

  it("refuses a payload its schema rejects, before anything is queued", async () => {
    await expect(enqueueJob(testDatabase(), probe, { n: 1.5 })).rejects.toThrow();
    expect(await readQueuedJobs(testDatabase(), [probe.kind], schema)).toEqual([]);
  });
});

describe("dropRetiredQueues", () => {
  it("drops empty named queues of names no longer used, and keeps those in use or holding a job", async () => {
    const names = ["telnyx:v3:an-old-leg", "telnyx-legs:7", "held-by-a-job"];
    await testDatabase().$executeRawUnsafe(
      `insert into "${schema}"._private_job_queues (queue_name) select unnest($1::text[])`,
      names,
    );
    await enqueueJob(testDatabase(), { ...probe, namedQueues: true }, { n: 9 }, { queueName: "held-by-a-job" });
    const pool = new Pool({ connectionString: connectionString(), max: 1 });
    try {
      expect(await dropRetiredQueues(pool, schema, ["telnyx-legs:"])).toBe(1);
    } finally {
      await pool.end();
    }
    const left = await testDatabase().$queryRawUnsafe<{ queue_name: string }[]>(
      `select queue_name from "${schema}"._private_job_queues where queue_name = any($1::text[]) order by queue_name`,
      names,
    );
    expect(left.map((row) => row.queue_name)).toEqual(["held-by-a-job", "telnyx-legs:7"]);
    await runJobsUntilIdle({ definitions: [probe], connectionString: connectionString() });
  });
});

describe("readQueueHealth", () => {
  it("counts the backlog and dates the oldest waiting job", async () => {
    expect(await readQueueHealth(testDatabase())).toMatchObject({
      backlog: 0,
      oldestWaitingAt: null,
      oldestWaitingSeconds: null,
    });
    await enqueueJob(testDatabase(), probe, { n: 7 }, { runAt: new Date(Date.now() - 60_000) });
    await enqueueJob(testDatabase(), probe, { n: 8 });
    await enqueueJob(testDatabase(), probe, { n: 9 }, { runAt: new Date(Date.now() + 3_600_000) });
    const health = await readQueueHealth(testDatabase());
    expect(health).toMatchObject({ backlog: 2, retrying: 1, running: 0, failed: 0 });
    expect(health.oldestWaitingSeconds).toBeGreaterThanOrEqual(59);
    await testDatabase().$executeRawUnsafe(`delete from "${schema}"._private_jobs`);
  });
});

describe("runJobsUntilIdle", () => {
  it("runs every job of one named queue, in order, though each waits for the one before it to be released", async () => {
    const order: number[] = [];
    const queued = defineJob({
      kind: "test.idle-queue",
      schema: z.object({ n: z.number().int() }),
      namedQueues: true,
      run: async ({ n }) => void order.push(n),
    });
    const queueName = `idle-queue-${uniqueSuffix()}`;
    for (let n = 0; n < 4; n++) await enqueueJob(testDatabase(), queued, { n }, { queueName });
    await runJobsUntilIdle({ definitions: [queued], connectionString: connectionString() });
    expect(order).toEqual([0, 1, 2, 3]);
    expect(await readQueuedJobs(testDatabase(), [queued.kind], schema)).toEqual([]);
  });
});

describe("the job worker", () => {
  it("picks a committed job up at once, keeps each kind to its concurrency, and retries a failure", async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const attempts = new Map<number, number>();
    const slow = defineJob({
      kind: "test.slow",
      schema: z.object({ n: z.number() }),
      concurrency: 2,
      run: async ({ n }, { attempt }) => {
        attempts.set(n, attempt);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running--;
        if (n === 0 && attempt === 1) throw new Error("first attempt fails");
        finished.push(n);
      },
    });
    runs.length = 0;
    const worker = await startJobWorker({ definitions: [probe, slow], schema, connectionString: connectionString() });
    try {
      const enqueuedAt = Date.now();
      await enqueueJob(testDatabase(), probe, { n: 5 });
      await until(() => runs.length === 1);
      expect(Date.now() - enqueuedAt).toBeLessThan(1000);
      await testDatabase().$transaction(async (tx) => {
        for (let n = 0; n < 6; n++) await enqueueJob(tx, slow, { n });
      });
      await until(() => finished.length === 6, 15_000);
      expect(most).toBe(2);
      expect(attempts.get(0)).toBe(2);
      // Completions are written just after each job returns.
      await until(async () => (await readQueuedJobs(testDatabase(), [slow.kind], schema)).length === 0);
    } finally {
      await worker.stop();
    }
  });

  it("wakes only the runner of a queued job's kind, once for each job a transaction queues", async () => {
    let running = 0;
    let most = 0;
    const [woken, ...others] = ["test.wake-a", "test.wake-b", "test.wake-c"].map((kind) =>
      defineJob({
        kind,
        schema: z.object({ n: z.number() }),
        concurrency: 2,
        run: async () => {
          most = Math.max(most, ++running);
          await new Promise((resolve) => setTimeout(resolve, 150));
          running--;
        },
      }),
    );
    const empty = new Map<string, number>();
    // Polling once a minute: only a notice can wake a worker within the test.
    const worker = await startJobWorker({
      definitions: [woken, ...others],
      schema,
      connectionString: connectionString(),
      pollIntervalMs: 60_000,
      onEmptyFetch: (kind) => void empty.set(kind, (empty.get(kind) ?? 0) + 1),
    });
    try {
      // Each runner looks once as it starts, for all its workers.
      await until(() => [woken, ...others].every(({ kind }) => empty.get(kind) === 1));
      empty.clear();
      await testDatabase().$transaction(async (tx) => {
        for (const n of [1, 2]) await enqueueJob(tx, woken, { n });
      });
      await until(async () => (await readQueuedJobs(testDatabase(), [woken.kind], schema)).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(most).toBe(2);
      expect(others.map(({ kind }) => empty.get(kind) ?? 0)).toEqual([0, 0]);
    } finally {
      await worker.stop();
    }
  });

  it("hears job notices again after losing their connection", async () => {
    const ran: number[] = [];
    const heard = defineJob({
      kind: "test.heard",
      schema: z.object({ n: z.number() }),
      run: async ({ n }) => void ran.push(n),
    });
    const worker = await startJobWorker({
      definitions: [heard],
      schema,
      connectionString: connectionString(),
      pollIntervalMs: 60_000,
    });
    try {
      const listening = `SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN "gatehouse:jobs"' AND datname = current_database()`;
      const before = await testDatabase().$queryRawUnsafe<{ pid: number }[]>(listening);
      expect(before.length).toBeGreaterThan(0);
      await testDatabase().$executeRawUnsafe(`SELECT pg_terminate_backend(pid) FROM (${listening}) l`);
      // Reconnected within its first retry (1 s); only the notice can start the job before the minute's poll. A new
      // backend must be listening: the terminated one can still show in pg_stat_activity for a moment.
      const old = new Set(before.map((row) => row.pid));
      await until(
        async () =>
          (await testDatabase().$queryRawUnsafe<{ pid: number }[]>(listening)).some((row) => !old.has(row.pid)),
        5_000,
      );
      await enqueueJob(testDatabase(), heard, { n: 1 });
      await until(() => ran.length === 1, 5_000);
    } finally {
      await worker.stop();
    }
  });

  it("logs one line for each connection of its pool the server drops, idle or held (a runner's LISTEN, the notices')", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const messages = () =>
      write.mock.calls
        .map((call) => String(call[0]))
        .flatMap((line) => (line.startsWith("{") ? [JSON.parse(line).msg as string] : []));
    const lost = () => messages().filter((msg) => msg === "job queue connection lost");
    const worker = await startJobWorker({
      definitions: [probe],
      schema,
      connectionString: connectionString(),
      pollIntervalMs: 60_000,
    });
    try {
      const dropped = await testDatabase().$queryRawUnsafe<{ pid: number; query: string }[]>(
        `SELECT pid, query, pg_terminate_backend(pid)::text FROM pg_stat_activity
          WHERE application_name = 'gatehouse-job-queue' AND datname = current_database()`,
      );
      const queries = dropped.map((row) => row.query);
      expect(queries).toContain('LISTEN "gatehouse:jobs"');
      expect(queries).toContain("UNLISTEN *");
      expect(queries.filter((query) => !/LISTEN/.test(query)).length).toBeGreaterThan(0);
      await until(() => lost().length >= dropped.length, 5_000);
      // The notices reconnect after 1 s and the runner's listener sooner: neither may say anything more.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(lost()).toHaveLength(dropped.length);
      expect(messages().filter((msg) => /listen|notices/i.test(msg))).toEqual([]);
    } finally {
      await worker.stop();
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
  });

  it("runs the next job of a named queue when the one before it finishes, in order, without waiting for a poll", async () => {
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const queued = defineJob({
      kind: "test.queued",
      schema: z.object({ n: z.number() }),
      concurrency: 3,
      namedQueues: true,
      run: async ({ n }) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push(n);
        running--;
      },
    });
    // Polling once a minute: only the notice sent when a job of the queue finishes can start the next in time.
    const worker = await startJobWorker({
      definitions: [queued],
      schema,
      connectionString: connectionString(),
      pollIntervalMs: 60_000,
    });
    try {
      const queueName = `one-queue-${uniqueSuffix()}`;
      await testDatabase().$transaction(async (tx) => {
        for (let n = 0; n < 5; n++) await enqueueJob(tx, queued, { n }, { queueName });
      });
      await until(() => order.length === 5, 15_000);
      expect(order).toEqual([0, 1, 2, 3, 4]);
      expect(most).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("lets a running job finish when stopped, and puts back one that outlasts the bound", async () => {
    const done: string[] = [];
    const sleeper = defineJob({
      kind: "test.sleeper",
      schema: z.object({ ms: z.number(), name: z.string() }),
      run: async ({ ms, name }) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        done.push(name);
      },
    });
    const worker = await startJobWorker({
      definitions: [sleeper],
      schema,
      connectionString: connectionString(),
      stopTimeoutMs: 1000,
    });
    await enqueueJob(testDatabase(), sleeper, { ms: 300, name: "short" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    expect(done).toEqual(["short"]);

    const second = await startJobWorker({
      definitions: [sleeper],
      schema,
      connectionString: connectionString(),
      stopTimeoutMs: 300,
    });
    await enqueueJob(testDatabase(), sleeper, { ms: 5000, name: "long" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    await second.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
    const [left] = await readQueuedJobs(testDatabase(), [sleeper.kind], schema);
    expect(left).toMatchObject({ lockedAt: null });
    expect(done).toEqual(["short"]);
  });
});
