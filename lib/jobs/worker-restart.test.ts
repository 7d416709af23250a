import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { sendTelnyxCommandsJob } from "../voice/telnyx/send-telnyx-commands-job";
import { startFakeTelnyxApi, type FakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { enqueueJob } from "./enqueue-job";
import { migrateJobQueue } from "./migrate-job-queue";
import { readQueuedJobs } from "./testing/read-queued-jobs";

const schema = `jobs_restart_${uniqueSuffix()}`;
let telnyx: FakeTelnyxApi;

beforeAll(async () => {
  process.env.JOBS_SCHEMA = schema;
  await migrateJobQueue(inject("databaseUrl"), schema);
  telnyx = await startFakeTelnyxApi();
});
afterAll(async () => {
  await telnyx?.stop();
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`);
});

// `npm run worker` as its own process: one node process with tsx as its loader, so a kill ends the worker itself
// (tsx's CLI would leave its child running).
const startWorkerProcess = (): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", "lib/jobs/run-worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: inject("databaseUrl"),
      JOBS_SCHEMA: schema,
      TELNYX_API_BASE: telnyx.url,
      TELNYX_API_KEY: "KEY_test",
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });

const until = async (check: () => Promise<boolean> | boolean, ms: number) => {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("a worker process killed mid-job", () => {
  it("leaves the job to run again after a restart, and its command reaches Telnyx once", async () => {
    telnyx.setDelay(3_000);
    const queued = () => readQueuedJobs(testDatabase(), [sendTelnyxCommandsJob.kind], schema);
    await enqueueJob(testDatabase(), sendTelnyxCommandsJob, {
      eventId: `event-${uniqueSuffix()}`,
      commands: [{ path: "/calls/v3%3Akilled/actions/answer", body: {} }],
    });
    const first = startWorkerProcess();
    try {
      await until(async () => (await queued())[0]?.lockedAt != null, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      first.kill("SIGKILL");
    }
    await new Promise((resolve) => first.once("exit", resolve));
    expect((await queued())[0]?.lockedAt).not.toBeNull();

    telnyx.setDelay(0);
    const second = startWorkerProcess();
    try {
      await until(async () => (await queued()).length === 0, 60_000);
    } finally {
      // Waited for: a worker still releasing its locks as the schema is dropped makes the drop deadlock.
      const exited = new Promise((resolve) =>
        second.exitCode === null ? second.once("exit", resolve) : resolve(null),
      );
      second.kill("SIGTERM");
      await exited;
    }
    expect(telnyx.commands.map((command) => command.path)).toEqual(["/v2/calls/v3%3Akilled/actions/answer"]);
    // The killed attempt may or may not have reached Telnyx; a second send of its command_id is dropped there.
    expect(telnyx.repeats).toBeLessThanOrEqual(1);
  }, 120_000);
});
