import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { percentileMs, probeLatency, timedGet } from "../bench/probe-latency";
import { createTestKey, createTestTenant } from "../testing/admin-client";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { createPerson, PASSWORD, type Person, startInsideSignInWindows } from "./testing/identity-fixtures";

const FLOODER = "198.51.100.50";
const OWNER = "203.0.113.77";
const WORKERS = 20;
const FLOOD_MS = 10_000;

let server: TestServer;
let person: Person;
let adminKey: string;

// A server of its own with the shipped sign-in limits (the shared one raises them for the suite's many sign-ins).
beforeAll(async () => {
  server = await startTestServer(inject("databaseUrl"), {
    SIGN_IN_ATTEMPTS_PER_MINUTE: "",
    SIGN_IN_FAILURES_PER_CLIENT: "",
    SIGN_IN_CONCURRENCY_PER_CLIENT: "",
    SIGN_IN_REFUSAL_DELAY_MS: "",
    GATEHOUSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gatehouse-flood-")),
  });
  person = await createPerson("staff", "demo-tenant");
  const tenant = await createTestTenant();
  adminKey = (await createTestKey(tenant.id, ["properties:read"])).key;
}, 90_000);

// The flood and its checks take well under 40 s, all inside one failure window.
beforeAll(() => startInsideSignInWindows(40, [15 * 60]), 60_000);

afterAll(() => server?.stop());

const signIn = (email: string, password: string, client: string) =>
  fetch(`${server.baseUrl}/registration/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ email, password }),
  });

describe("a password-guessing flood from one client", () => {
  it("is answered 429 with Retry-After while liveness and the admin API stay fast and the owner signs in elsewhere", async () => {
    // A fresh server loads each route on its first request: load them before measuring.
    for (let round = 0; round < 3; round++) {
      await timedGet(`${server.baseUrl}/api/health/live`);
      await timedGet(`${server.baseUrl}/api/admin/properties?limit=5`, { authorization: `Bearer ${adminKey}` });
    }
    await (await signIn(person.email, "warm-up", "192.0.2.1")).arrayBuffer();
    // The machine's own latency without a flood, for the record.
    const baseline = await probeLatency(Date.now() + 2_000, 25, `${server.baseUrl}/api/health/live`);
    const until = Date.now() + FLOOD_MS;
    const statuses = new Map<number, number>();
    const retryAfters: number[] = [];
    const refusalCodes = new Set<string>();
    const reasons: string[] = [];
    const flood = Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until) {
        const response = await signIn(person.email, `guess-${Math.random()}`, FLOODER);
        const text = await response.text();
        if (!statuses.has(response.status)) reasons.push(`${response.status} ${text.slice(0, 120)}`);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status !== 429) continue;
        retryAfters.push(Number(response.headers.get("retry-after")));
        refusalCodes.add((JSON.parse(text) as { error: { code: string } }).error.code);
      }
    });
    const liveness = probeLatency(until, 25, `${server.baseUrl}/api/health/live`);
    const admin = probeLatency(until, 50, `${server.baseUrl}/api/admin/properties?limit=5`, {
      authorization: `Bearer ${adminKey}`,
    });
    // The owner, halfway through, from an address of their own.
    await new Promise((resolve) => setTimeout(resolve, FLOOD_MS / 2));
    const owner = await signIn(person.email, PASSWORD, OWNER);
    const ownerBody = await owner.json();
    const [live, adminSamples] = await Promise.all([liveness, admin, ...flood]);

    const summary = {
      attempts: [...statuses.values()].reduce((sum, n) => sum + n, 0),
      statuses: Object.fromEntries(statuses),
      baselineLivenessP99: percentileMs(baseline, 99),
      livenessP99: percentileMs(live, 99),
      adminP99: percentileMs(adminSamples, 99),
      probes: { liveness: live.length, admin: adminSamples.length },
      reasons,
    };
    console.log("login flood", JSON.stringify(summary));

    expect(owner.status, JSON.stringify(ownerBody)).toBe(200);
    expect(ownerBody.user.email).toBe(person.email);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(retryAfters.every((seconds) => Number.isInteger(seconds) && seconds >= 1)).toBe(true);
    expect([...refusalCodes]).toEqual(["RATE_LIMITED"]);
    // At most 5 guesses (the per-account-and-client limit) are checked: 4 answer 401, the fifth and the rest 429.
    expect(statuses.get(401) ?? 0).toBeLessThanOrEqual(4);
    // Refusals wait a second each (SIGN_IN_REFUSAL_DELAY_MS), so the flood makes about one attempt per connection and
    // second instead of as many as the CPU can answer (over 1,000 a second without the wait). Each connection may also
    // start one at the last moment and get one of the quick 401s first.
    expect(summary.attempts).toBeLessThanOrEqual(WORKERS * (FLOOD_MS / 1000 + 3));
    // Nothing else: no 503 (the password checks never overflow their queue) and no other 5xx.
    expect([...statuses.keys()].every((status) => [401, 429].includes(status))).toBe(true);
    expect(live.every((s) => s.status === 200) && adminSamples.every((s) => s.status === 200)).toBe(true);
    // Only starvation (a server that stops answering for the flood's length) is caught here, with room for a machine
    // loaded far beyond its cores (2 s p99 was seen at load 20); the idle machine's 200 ms target is measured by
    // `npm run bench -- --flood`, and what keeps it (no hashes past the limit, refusals at the entry, held) is asserted above.
    expect(summary.livenessP99).toBeLessThan(5000);
    expect(summary.adminP99).toBeLessThan(5000);
  }, 30_000);
});
