import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { startJobWorker, type JobWorker } from "../../jobs/start-job-worker";
import { createTestKey, createTestTenant } from "../../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { createIntercomFixture, type IntercomFixture } from "../../webhooks/testing/intercom-fixture";
import { startWebhookTestServer, type WebhookTestServer } from "../../webhooks/testing/start-webhook-test-server";
import { postTelnyx, telnyxEvent } from "../../webhooks/testing/telnyx-client";

let gateway: WebhookTestServer;
let fixture: IntercomFixture;
let worker: JobWorker;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
  fixture = await createIntercomFixture();
  worker = await startJobWorker({ connectionString: inject("databaseUrl"), schema: gateway.jobsSchema });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await gateway?.stop();
});

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const ring = (label: string) =>
  telnyxEvent("call.initiated", {
    call_control_id: `v3:${label}-${uniqueSuffix()}`,
    from: "+16175550142",
    to: fixture.phoneNumber,
    direction: "incoming",
  });
const answers = (label = "") =>
  gateway.telnyx.commands.filter((command) => command.path.includes(label) && command.path.endsWith("/actions/answer"));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

describe("a slow or failing Telnyx API", () => {
  it("answers 30 concurrent calls at once while Telnyx takes 8 s, keeps admin routes fast, then delivers every command once", async () => {
    const tenant = await createTestTenant();
    const { key } = await createTestKey(tenant.id);
    const before = answers().length;
    // Open the server's database connections first: the burst measures the carrier's effect, not cold connects.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${gateway.server.baseUrl}/api/admin/properties`, { headers: { authorization: `Bearer ${key}` } }).then(
            (response) => response.text(),
          ),
        ),
      );
    }
    gateway.telnyx.setDelay(8_000);
    try {
      const admin = (async () => {
        const times: number[] = [];
        for (let i = 0; i < 40; i++) {
          const { ms, result } = await timed(() =>
            fetch(`${gateway.server.baseUrl}/api/admin/properties`, { headers: { authorization: `Bearer ${key}` } }),
          );
          expect(result.status).toBe(200);
          times.push(ms);
        }
        return times.sort((a, b) => a - b);
      })();
      const events = Array.from({ length: 30 }, (_, i) => ring(`slow-${i}`));
      const calls = await Promise.all(
        events.map(async (event) => {
          const call = await timed(() => postTelnyx(gateway, event));
          return { ...call, answeredAt: Date.now(), leg: event.data.payload.call_control_id };
        }),
      );
      for (const { result } of calls) if (result.status !== 200) console.error(JSON.stringify(result.body));
      expect(calls.map(({ result }) => result.status)).toEqual(Array(30).fill(200));
      const adminTimes = await admin;
      console.log(
        "30 calls during a slow Telnyx",
        JSON.stringify({
          slowestCallMs: Math.max(...calls.map(({ ms }) => ms)),
          adminMs: [adminTimes[20], adminTimes.at(-1)],
        }),
      );
      // The admin list keeps its usual pace: its median is far under the carrier's 8 s (the latencies are in the bench).
      expect(adminTimes[Math.floor(adminTimes.length / 2)]).toBeLessThan(2000);
      await until(() => answers().length - before === 30, 40_000);
      expect(
        new Set(
          answers()
            .slice(before)
            .map((command) => command.path),
        ).size,
      ).toBe(30);
      // No call waited on the carrier: each was answered before Telnyx, 8 s later, answered its own command.
      for (const call of calls) {
        const command = answers().find((sent) => sent.path.includes(encodeURIComponent(call.leg)));
        expect(call.answeredAt, call.leg).toBeLessThan(command!.receivedAt);
      }
    } finally {
      gateway.telnyx.setDelay(0);
    }
  }, 90_000);

  it("applies one leg's events in arrival order, so a hangup right behind its ring still ends the call", async () => {
    // Both events of each leg are stored before any is applied, so a worker free to run them side by side would.
    await worker.stop();
    const legs = Array.from({ length: 10 }, (_, i) => `v3:quick-${i}-${uniqueSuffix()}`);
    for (const leg of legs) {
      const base = { call_control_id: leg, from: "+16175550142", to: fixture.phoneNumber };
      const ring = await postTelnyx(gateway, telnyxEvent("call.initiated", { ...base, direction: "incoming" }));
      const gone = await postTelnyx(
        gateway,
        telnyxEvent("call.hangup", { ...base, hangup_cause: "originator_cancel" }),
      );
      expect([ring.status, gone.status]).toEqual([200, 200]);
    }
    worker = await startJobWorker({ connectionString: inject("databaseUrl"), schema: gateway.jobsSchema });
    const ended = () =>
      testDatabase().call.count({
        where: { carrier: "telnyx", carrierCallId: { in: legs }, endedAt: { not: null } },
      });
    await until(async () => (await ended()) === legs.length, 30_000);
    expect(await ended()).toBe(legs.length);
  }, 60_000);

  it("keeps commands queued while Telnyx fails for 30 s and delivers each exactly once when it recovers", async () => {
    const repeatsBefore = gateway.telnyx.repeats;
    gateway.telnyx.failFor(30_000);
    const calls = await Promise.all(Array.from({ length: 10 }, (_, i) => postTelnyx(gateway, ring(`outage-${i}`))));
    expect(calls.map((call) => call.status)).toEqual(Array(10).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    expect(answers("outage-")).toEqual([]);
    await until(() => answers("outage-").length === 10, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const delivered = answers("outage-");
    expect(delivered).toHaveLength(10);
    expect(new Set(delivered.map((command) => command.path)).size).toBe(10);
    expect(gateway.telnyx.repeats).toBe(repeatsBefore);
  }, 150_000);
});
