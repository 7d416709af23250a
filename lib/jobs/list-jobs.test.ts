import { beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createTestKey, adminFetch } from "../testing/admin-client";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { defineJob } from "./define-job";
import { enqueueJob } from "./enqueue-job";
import { migrateJobQueue } from "./migrate-job-queue";
import { runJobsUntilIdle } from "./testing/run-jobs-until-idle";

// Kinds of this file's own: the run's server and other files' workers never take them.
const run = uniqueSuffix();
const failing = defineJob({
  kind: `test.fails-${run}`,
  schema: z.object({ n: z.number() }),
  maxAttempts: 2,
  run: async ({ n }) => {
    throw new Error(`carrier said no to ${n}`);
  },
});
const later = defineJob({ kind: `test.later-${run}`, schema: z.object({ n: z.number() }), run: async () => undefined });

type JobRow = {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: string;
  createdAt: string;
};
let platformKey: string;
const listJobs = async (query: string) => {
  const response = await adminFetch(platformKey, "GET", `/api/admin/jobs${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { jobs: JobRow[]; total: number; nextCursor: string | null };
};
const mine = (jobs: JobRow[]) => jobs.filter((job) => job.kind.endsWith(run));

beforeAll(async () => {
  // The server reads the default queue schema; it exists once a worker has started, and migrating again is harmless.
  await migrateJobQueue(inject("databaseUrl"), "graphile_worker");
  platformKey = (await createTestKey(null, ["tenants:write"])).key;
  await enqueueJob(testDatabase(), failing, { n: 7 });
  // Each attempt runs once it is due; the retry waits e^1 s.
  await runJobsUntilIdle({ definitions: [failing], schema: "graphile_worker" });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await runJobsUntilIdle({ definitions: [failing], schema: "graphile_worker" });
  await enqueueJob(testDatabase(), later, { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
  await enqueueJob(testDatabase(), later, { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
}, 60_000);

describe("GET /api/admin/jobs", () => {
  it("shows a job that threw out its attempts as failed, with its last error", async () => {
    const { jobs } = await listJobs("?state=failed&limit=100");
    expect(mine(jobs)).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        kind: failing.kind,
        state: "failed",
        attempts: 2,
        maxAttempts: 2,
        lastError: expect.stringContaining("carrier said no to 7"),
        runAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expect(jobs.every((job) => job.state === "failed")).toBe(true);
  });

  it("lists waiting jobs apart, and both states by default, newest first", async () => {
    const waiting = mine((await listJobs("?state=waiting&limit=100")).jobs);
    expect(waiting.map((job) => [job.kind, job.state, job.attempts, job.lastError])).toEqual([
      [later.kind, "waiting", 0, null],
      [later.kind, "waiting", 0, null],
    ]);
    const both = mine((await listJobs("?limit=100")).jobs);
    expect(both.map((job) => job.kind)).toEqual([later.kind, later.kind, failing.kind]);
    expect(both.map((job) => Number(job.id))).toEqual([...both.map((job) => Number(job.id))].sort((a, b) => b - a));
  });

  it("pages by cursor, newest first, without repeating or skipping a job", async () => {
    const seen: JobRow[] = [];
    let cursor: string | null = "";
    for (let page = 0; cursor !== null && page < 500; page++) {
      const body: { jobs: JobRow[]; nextCursor: string | null } = await listJobs(
        `?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...body.jobs);
      cursor = body.nextCursor;
    }
    const ids = seen.map((job) => Number(job.id));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => b - a));
    expect(mine(seen).map((job) => job.kind)).toEqual([later.kind, later.kind, failing.kind]);
  });

  it("refuses a cursor it did not give out with 400, not 500", async () => {
    const forged = Buffer.from(JSON.stringify({ v: "x", id: "1; drop" })).toString("base64url");
    const response = await adminFetch(platformKey, "GET", `/api/admin/jobs?cursor=${forged}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("refuses tenant-bound callers: 403 FORBIDDEN with the platform's scope, 403 INSUFFICIENT_SCOPE without it", async () => {
    const { tenantId } = await createExampleIds();
    const tenantKey = (await createTestKey(tenantId, ["tenants:write"])).key;
    const forbidden = await adminFetch(tenantKey, "GET", "/api/admin/jobs");
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("FORBIDDEN");
    const ownerKey = (await createTestKey(tenantId, ["tenants:read", "properties:read"])).key;
    const scoped = await adminFetch(ownerKey, "GET", "/api/admin/jobs");
    expect(scoped.status).toBe(403);
    expect(scoped.body.error.code).toBe("INSUFFICIENT_SCOPE");
    expect(JSON.stringify([forbidden.body, scoped.body])).not.toContain("carrier said no");
  });
});
