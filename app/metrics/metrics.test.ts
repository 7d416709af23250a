import os from "node:os";
import path from "node:path";
import mqtt from "mqtt";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { findFreePort } from "@/lib/bootstrap/find-free-port";
import { db } from "@/lib/db/client";
import { PLATFORM_USERNAME } from "@/lib/device-gateway/mqtt-settings";
import { startEmbeddedBroker } from "@/lib/device-gateway/start-embedded-broker";
import { createDoor, issueCredentials } from "@/lib/device-gateway/testing/device-fixtures";
import { writePostgresState } from "@/lib/lifecycle/postgres-state";
import { waitFor } from "@/lib/testing/wait-for";
import { watchDatabasePool } from "@/lib/metrics/database-metrics";
import { metricsRegistry } from "@/lib/metrics/metrics-registry";
import { watchEmbeddedPostgres } from "@/lib/metrics/postgres-metrics";
import { defineJob } from "@/lib/jobs/define-job";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { startJobWorker } from "@/lib/jobs/start-job-worker";
import { recordCommandDelivery } from "@/lib/metrics/device-metrics";
import { createTestKey, createTestTenant } from "@/lib/testing/admin-client";
import { routeFamily } from "@/lib/metrics/route-family";
import { startTestServer } from "@/lib/testing/start-test-server";
import { baseUrl, testDatabase, uniqueSuffix } from "@/lib/testing/test-database";

const scrape = (url: string, token?: string) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

function requestCount(text: string, family: string, method: string, status: string): number {
  const line = text
    .split("\n")
    .find((l) =>
      l.startsWith(`gatehouse_http_requests_total{family="${family}",method="${method}",status="${status}"}`),
    );
  return line ? Number(line.split(" ").pop()) : 0;
}

describe("GET /metrics", () => {
  it("refuses a scrape without the token or with a wrong one", async () => {
    for (const token of [undefined, "wrong-token"]) {
      const response = await scrape(`${baseUrl()}/metrics`, token);
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("UNAUTHORIZED");
    }
  });

  it("serves Prometheus text whose request counter moves with a request", async () => {
    const before = await (await scrape(`${baseUrl()}/metrics`, "test-metrics-token")).text();
    expect((await fetch(`${baseUrl()}/api/health/live`)).status).toBe(200);
    const response = await scrape(`${baseUrl()}/metrics`, "test-metrics-token");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const after = await response.text();
    expect(requestCount(after, "api/health/live", "GET", "200")).toBeGreaterThan(
      requestCount(before, "api/health/live", "GET", "200"),
    );
    expect(after).toContain(
      'gatehouse_http_request_duration_seconds_bucket{le="0.005",family="api/health/live",method="GET"}',
    );
    expect(after).toMatch(/gatehouse_db_pool_connections\{state="total"\} \d+/);
    expect(after).toMatch(/^gatehouse_process_start_time_seconds \d+/m);
    // The run's embedded broker shares its count from its own process, as the launcher's does.
    expect(after).toMatch(/^gatehouse_mqtt_connected_devices \d+/m);
  });

  it("counts webhook deliveries by provider and result", async () => {
    const series = 'gatehouse_webhook_intake_total{provider="clerk",result="invalid_signature"}';
    const before = sample(await scrapeText(), series) ?? 0;
    const forged = await fetch(`${baseUrl()}/api/webhooks/clerk`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "svix-id": "msg_1",
        "svix-timestamp": "1",
        "svix-signature": "v1,x",
      },
      body: JSON.stringify({ type: "user.created", data: {} }),
    });
    expect(forged.status).toBe(401);
    expect(sample(await scrapeText(), series)).toBeGreaterThanOrEqual(before + 1);
  });

  it(
    "is served only on the loopback METRICS_PORT when that is set instead of a token",
    { timeout: 120_000 },
    async () => {
      const port = await findFreePort();
      const server = await startTestServer(inject("databaseUrl"), { METRICS_TOKEN: "", METRICS_PORT: String(port) });
      try {
        expect((await scrape(`${server.baseUrl}/metrics`)).status).toBe(404);
        const response = await scrape(`http://127.0.0.1:${port}/metrics`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("gatehouse_http_requests_total");
      } finally {
        await server.stop();
      }
    },
  );
});

// The value of one sample line, such as `gatehouse_devices{status="online"}`; null when absent.
function sample(text: string, series: string): number | null {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ").pop()) : null;
}

const scrapeText = async () => (await scrape(`${baseUrl()}/metrics`, "test-metrics-token")).text();

async function eventually(check: (text: string) => boolean, ms = 30_000): Promise<string> {
  for (const deadline = Date.now() + ms; ;) {
    const text = await scrapeText();
    if (check(text)) return text;
    if (Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The server reads the default queue; another file of this process may have pointed JOBS_SCHEMA elsewhere.
const removeJobs = (kind: string) =>
  testDatabase().$executeRawUnsafe(
    "select graphile_worker.complete_jobs(array(select id from graphile_worker.jobs where task_identifier = $1))",
    kind,
  );

describe("queue and fleet metrics", () => {
  beforeEach(() => vi.stubEnv("JOBS_SCHEMA", "graphile_worker"));
  afterEach(() => vi.unstubAllEnvs());

  it("report jobs waiting per kind with the age of the oldest, and devices and commands by status", async () => {
    const kind = `test.metrics-${uniqueSuffix()}`;
    const idle = defineJob({ kind, schema: z.object({}), run: async () => undefined });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await enqueueJob(testDatabase(), idle, {}, { runAt: hourAgo });
    await enqueueJob(testDatabase(), idle, {}, { runAt: new Date(Date.now() + 3_600_000) });
    const tenant = await createTestTenant();
    const device = await testDatabase().device.create({
      data: {
        propertyId: tenant.propertyId,
        name: "Gate",
        kind: "door_controller",
        status: "online",
        serialNumber: `M-${uniqueSuffix()}`,
      },
    });
    await testDatabase().deviceCommand.create({
      data: { deviceId: device.id, command: "unlock", expiresAt: new Date(Date.now() + 60_000) },
    });

    const text = await scrapeText();
    expect(sample(text, `gatehouse_job_queue_jobs{kind="${kind}",state="waiting"}`)).toBe(1);
    expect(sample(text, `gatehouse_job_queue_jobs{kind="${kind}",state="scheduled"}`)).toBe(1);
    expect(sample(text, `gatehouse_job_queue_jobs{kind="${kind}",state="failed"}`)).toBe(0);
    expect(sample(text, `gatehouse_job_queue_oldest_waiting_seconds{kind="${kind}"}`)).toBeGreaterThanOrEqual(3590);
    expect(sample(text, 'gatehouse_devices{status="online"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gatehouse_device_commands{status="pending"}')).toBeGreaterThanOrEqual(1);
    await removeJobs(kind);
  });

  it("report a kind the queue knows with zeros once its jobs are gone", async () => {
    const kind = `test.metrics-empty-${uniqueSuffix()}`;
    const idle = defineJob({ kind, schema: z.object({}), run: async () => undefined });
    await enqueueJob(testDatabase(), idle, {});
    await removeJobs(kind);
    const text = await scrapeText();
    for (const state of ["waiting", "scheduled", "running", "failed"])
      expect(sample(text, `gatehouse_job_queue_jobs{kind="${kind}",state="${state}"}`)).toBe(0);
    expect(sample(text, `gatehouse_job_queue_oldest_waiting_seconds{kind="${kind}"}`)).toBe(0);
  });

  it(
    "count job runs and their durations by outcome, and command deliveries, from the worker's process",
    { timeout: 90_000 },
    async () => {
      const kind = `test.metrics-run-${uniqueSuffix()}`;
      const flaky = defineJob({
        kind,
        schema: z.object({ fail: z.boolean() }),
        maxAttempts: 1,
        run: async ({ fail }) => {
          if (fail) throw new Error("this run fails");
        },
      });
      // This test process stands in for the launcher: its worker shares what it counts with the server.
      const worker = await startJobWorker({ definitions: [flaky], stopTimeoutMs: 2_000 });
      try {
        recordCommandDelivery(0.2);
        await enqueueJob(testDatabase(), flaky, { fail: false });
        await enqueueJob(testDatabase(), flaky, { fail: true });
        const runs = (outcome: string) => `gatehouse_job_runs_total{kind="${kind}",outcome="${outcome}"}`;
        const text = await eventually((t) => sample(t, runs("succeeded")) === 1 && sample(t, runs("failed")) === 1);
        expect(sample(text, runs("succeeded"))).toBe(1);
        expect(sample(text, runs("failed"))).toBe(1);
        expect(sample(text, `gatehouse_job_run_duration_seconds_count{kind="${kind}",outcome="succeeded"}`)).toBe(1);
        expect(sample(text, `gatehouse_job_queue_jobs{kind="${kind}",state="failed"}`)).toBe(1);
        expect(sample(text, "gatehouse_device_command_delivery_seconds_count")).toBeGreaterThanOrEqual(1);
      } finally {
        await worker.stop();
        await removeJobs(kind);
      }
    },
  );
});

// This process's own figures, as its /metrics or its shared file would report them.
const ownSample = async (series: string) => sample(await metricsRegistry().metrics(), series);

describe("figures kept in the process that owns them", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("report database pool connections in use while a transaction holds one, and idle after", async () => {
    testDatabase();
    const database = db();
    await database.$queryRaw`select 1`;
    watchDatabasePool();
    const inUse = () => ownSample('gatehouse_db_pool_connections{state="in_use"}');
    let during: number | null = null;
    await database.$transaction(async (tx) => {
      await tx.$queryRaw`select 1`;
      during = await inUse();
    });
    expect(during).toBe(1);
    expect(await waitFor(inUse, (count) => count === 0, 10_000)).toBe(0);
    expect(await ownSample('gatehouse_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
  });

  it(
    "count devices connected to the embedded broker, not the platform's own clients",
    { timeout: 30_000 },
    async () => {
      const tenant = await createTestTenant();
      const { key } = await createTestKey(tenant.id);
      const credentials = await issueCredentials(key, (await createDoor(tenant.propertyId)).id);
      const platformPassword = `platform-${uniqueSuffix()}`;
      const broker = await startEmbeddedBroker({ database: testDatabase(), platformPassword, port: 0 });
      const connected = () => ownSample("gatehouse_mqtt_connected_devices");
      const options = { reconnectPeriod: 0, connectTimeout: 5_000 };
      try {
        expect(await connected()).toBe(0);
        const platform = await mqtt.connectAsync(broker.url, {
          ...options,
          username: PLATFORM_USERNAME,
          password: platformPassword,
          clientId: `platform-${uniqueSuffix()}`,
        });
        const device = await mqtt.connectAsync(broker.url, {
          ...options,
          username: credentials.username,
          password: credentials.password,
          clientId: credentials.clientId,
        });
        expect(await waitFor(connected, (count) => count === 1, 10_000)).toBe(1);
        await device.endAsync();
        expect(await waitFor(connected, (count) => count === 0, 10_000)).toBe(0);
        await platform.endAsync();
      } finally {
        await broker.stop();
      }
    },
  );

  it("report the embedded PostgreSQL's restarts and whether it runs, from the supervisor's state file", async () => {
    const file = path.join(os.tmpdir(), `postgres-state-${uniqueSuffix()}.json`);
    vi.stubEnv("GATEHOUSE_POSTGRES_STATE_FILE", file);
    writePostgresState(file, "running", 0);
    watchEmbeddedPostgres();
    expect(await ownSample("gatehouse_embedded_postgres_restarts")).toBe(0);
    expect(await ownSample("gatehouse_embedded_postgres_up")).toBe(1);
    writePostgresState(file, "restarting", 1);
    expect(await ownSample("gatehouse_embedded_postgres_restarts")).toBe(1);
    expect(await ownSample("gatehouse_embedded_postgres_up")).toBe(0);
    writePostgresState(file, "running", 1);
    expect(await ownSample("gatehouse_embedded_postgres_up")).toBe(1);
  });
});

describe("route families", () => {
  it("keep ids and unknown paths out of label values", () => {
    expect(routeFamily("/api/admin/properties/cm3x9abc/units")).toBe("api/admin/properties");
    expect(routeFamily("/api/admin/cm3x9abc")).toBe("api/admin");
    expect(routeFamily("/api/whatever/x")).toBe("api/other");
    expect(routeFamily("/twilio/voice")).toBe("twilio");
    expect(routeFamily("/wp-login.php")).toBe("other");
  });
});
