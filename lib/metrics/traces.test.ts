import { afterAll, afterEach, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { startJobWorker } from "../jobs/start-job-worker";
import { createTestKey } from "../testing/admin-client";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { waitFor } from "../testing/wait-for";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "./testing/start-otlp-receiver";

// Spans leave in batches; a short delay keeps the waits short (the SDK reads OTEL_BSP_SCHEDULE_DELAY itself).
const FAST_BATCHES = { OTEL_BSP_SCHEDULE_DELAY: "200" };

async function spanNamed(receiver: OtlpReceiver, name: string, ms = 30_000): Promise<ReceivedSpan | undefined> {
  // Spans arrive in the exporter's batches, so the test waits for the one it needs.
  const named = async () => receiver.spans.find((candidate) => candidate.name === name);
  return waitFor(named, (span) => span !== undefined, ms);
}

async function listProperties(server: TestServer): Promise<number> {
  const { key } = await createTestKey(null);
  const response = await fetch(`${server.baseUrl}/api/admin/properties?limit=1`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await response.arrayBuffer();
  return response.status;
}

describe("OpenTelemetry traces from the server", () => {
  it(
    "exports a span per request to the collector at OTEL_EXPORTER_OTLP_ENDPOINT, with route, method, status and service",
    { timeout: 120_000 },
    async () => {
      const receiver = await startOtlpReceiver();
      const server = await startTestServer(inject("databaseUrl"), {
        ...FAST_BATCHES,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: "gatehouse-traces-test",
      });
      try {
        expect(await listProperties(server)).toBe(200);
        const span = await spanNamed(receiver, "GET /api/admin/properties");
        expect(receiver.problems).toEqual([]);
        expect(span).toMatchObject({
          service: "gatehouse-traces-test",
          scope: "next.js",
          kind: 2, // server
          attributes: expect.objectContaining({
            "http.method": "GET",
            "http.route": "/api/admin/properties",
            "http.status_code": 200,
          }),
        });
      } finally {
        await server.stop();
        await receiver.stop();
      }
    },
  );

  it(
    "loads no exporter and sends nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset",
    { timeout: 120_000 },
    async () => {
      const receiver = await startOtlpReceiver();
      // The SDK would read the traces endpoint by itself if it were ever started.
      const server = await startTestServer(inject("databaseUrl"), {
        ...FAST_BATCHES,
        OTEL_EXPORTER_OTLP_ENDPOINT: "",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
        NEXT_MANUAL_SIG_HANDLE: "1",
      });
      try {
        expect(await listProperties(server)).toBe(200);
        // Fifteen batch delays, then a drain that would flush whatever was buffered.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      } finally {
        await server.stop();
        await receiver.stop();
      }
      expect(receiver.requests()).toBe(0);
    },
  );
});

describe("OpenTelemetry traces from the job worker", () => {
  const schema = `jobs_traces_${uniqueSuffix()}`;
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => testDatabase().$executeRawUnsafe(`drop schema if exists "${schema}" cascade`));

  it("exports a span per job run named by its kind, marked as an error when the run fails", async () => {
    const receiver = await startOtlpReceiver();
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
    vi.stubEnv("OTEL_BSP_SCHEDULE_DELAY", FAST_BATCHES.OTEL_BSP_SCHEDULE_DELAY);
    vi.stubEnv("JOBS_SCHEMA", schema);
    const kind = `test.traced-${uniqueSuffix()}`;
    const finished: boolean[] = [];
    const job = defineJob({
      kind,
      schema: z.object({ fail: z.boolean() }),
      maxAttempts: 1,
      run: async ({ fail }) => {
        finished.push(fail);
        if (fail) throw new Error("this run fails");
      },
    });
    const worker = await startJobWorker({ definitions: [job], schema, stopTimeoutMs: 2_000 });
    try {
      await enqueueJob(testDatabase(), job, { fail: false });
      await enqueueJob(testDatabase(), job, { fail: true });
      await waitFor(
        async () => finished.length,
        (count) => count >= 2,
        30_000,
      );
    } finally {
      await worker.stop();
    }
    expect(finished.sort()).toEqual([false, true]);
    // The stop flushes the spans; on a loaded machine the export may still be arriving.
    const runsOf = () => receiver.spans.filter((span) => span.name === `job ${kind}`);
    const runs = await waitFor(
      async () => runsOf(),
      (spans) => spans.length >= 2,
      30_000,
    );
    await receiver.stop();
    expect(receiver.problems).toEqual([]);
    expect(runs).toHaveLength(2);
    expect(runs.map((span) => span.status).sort()).toEqual([0, 2]); // unset, error
    for (const span of runs) {
      expect(span.service).toBe("gatehouse");
      expect(span.attributes).toMatchObject({ "job.kind": kind, "job.attempt": 1 });
    }
  });
});
