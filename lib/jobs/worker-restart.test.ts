import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { sendTelnyxCommandsJob } from "../voice/telnyx/send-telnyx-commands-job";
import { startFakeTelnyxApi, type FakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { enqueueJob } from "./enqueue-job";
import { migrateJobQueue } from "./migrate-job-queue";
import { readQueuedJobs } from "./testing/read-queued-jobs";
import { startWorkerProcess } from "./testing/start-worker-process";

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

const worker = () =>
  startWorkerProcess({
    DATABASE_URL: inject("databaseUrl"),
    JOBS_SCHEMA: schema,
    TELNYX_API_BASE: telnyx.url,
    TELNYX_API_KEY: "KEY_test",
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
    const first = worker();
    const killed = new Promise((resolve) => first.child.once("exit", resolve));
    try {
      await until(async () => (await queued())[0]?.lockedAt != null, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      first.child.kill("SIGKILL");
    }
    await killed;
    expect((await queued())[0]?.lockedAt).not.toBeNull();

    telnyx.setDelay(0);
    const second = worker();
    try {
      await until(async () => (await queued()).length === 0, 60_000);
    } finally {
      await second.stop();
    }
    expect(telnyx.commands.map((command) => command.path)).toEqual(["/v2/calls/v3%3Akilled/actions/answer"]);
    // The killed attempt may or may not have reached Telnyx; a second send of its command_id is dropped there.
    expect(telnyx.repeats).toBeLessThanOrEqual(1);
  }, 120_000);
});
