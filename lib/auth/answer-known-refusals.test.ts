import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../http/error-codes";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { installServerEntry } from "../http/server-entry";
import { answersKnownRefusal, CREDENTIAL_PATHS } from "./answer-known-refusals";
import { countCredentialAttempt } from "./throttle-sign-in";
import { startInsideSignInWindows } from "./testing/identity-fixtures";
import { verifyCredentials } from "./verify-credentials";

let server: Server;
let base: string;
let reached = 0;
const held: Array<() => void> = [];

// A plain HTTP server standing in for Next.js: what reaches its handler was not answered at the entry.
beforeAll(async () => {
  testDatabase();
  installServerEntry(answersKnownRefusal);
  server = createServer((request, response) => {
    reached++;
    request.resume();
    // `?hold` keeps the request in progress until the test releases it.
    if (request.url?.endsWith("?hold")) held.push(() => response.end("route"));
    else response.end("route");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1/32");
  vi.stubEnv("SIGN_IN_REFUSAL_DELAY_MS", "0");
});
beforeEach(() => startInsideSignInWindows());
afterEach(() => vi.unstubAllEnvs());

// A fresh client: the /64 the throttles count, and one address in it that the caller names in X-Forwarded-For.
function newClient() {
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${hex()}:${hex()}`;
  return { client: `${prefix}::/64`, address: `${prefix}::9` };
}

const post = (route: string, address: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
    body: JSON.stringify({ email: "someone@identity.test", password: "a guess" }),
  });

async function refusedBy(attempt: () => Promise<unknown>, tries: number): Promise<ApiError | undefined> {
  for (let tried = 0; tried < tries; tried++) {
    const refusal = await attempt().then(
      () => undefined,
      (error: unknown) => (error instanceof ApiError && error.status === 429 ? error : undefined),
    );
    if (refusal) return refusal;
  }
}

describe("a credential request from a client this process already refused", () => {
  it("is answered at the server's entry on every credential route, as the route would answer it", async () => {
    vi.stubEnv("SIGN_IN_ATTEMPTS_PER_MINUTE", "3");
    const flooder = newClient();
    expect(await refusedBy(() => countCredentialAttempt(flooder.client), 4)).toBeDefined();
    const before = reached;
    for (const route of CREDENTIAL_PATHS) {
      const response = await post(route, flooder.address, { "x-request-id": "known-refusal-0001" });
      expect(response.status, route).toBe(429);
      expect(await response.json()).toEqual({
        error: { code: "RATE_LIMITED", message: "Rate limit of 3 requests per minute exceeded" },
      });
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(response.headers.get("x-request-id")).toBe("known-refusal-0001");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(reached).toBe(before);
  });

  it("leaves other routes, other methods and other clients to the app", async () => {
    vi.stubEnv("SIGN_IN_ATTEMPTS_PER_MINUTE", "2");
    const [flooder, owner] = [newClient(), newClient()];
    expect(await refusedBy(() => countCredentialAttempt(flooder.client), 3)).toBeDefined();
    expect((await post("/registration/login", flooder.address)).status).toBe(429);
    expect(await (await post("/api/admin/users", flooder.address)).text()).toBe("route");
    const read = await fetch(`${base}/registration/login`, { headers: { "x-forwarded-for": flooder.address } });
    expect(await read.text()).toBe("route");
    expect(await (await post("/registration/login", owner.address)).text()).toBe("route");
  });

  it("over its failures on any account, is refused at the entry only on the password sign-in", async () => {
    vi.stubEnv("SIGN_IN_FAILURES_PER_CLIENT", "2");
    const stuffer = newClient();
    const guess = () => verifyCredentials(`nobody-${uniqueSuffix()}@identity.test`, "a guess", stuffer.client);
    expect(await refusedBy(guess, 4)).toBeDefined();
    const refused = await post("/registration/login", stuffer.address);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many failed sign-ins from this address/,
    );
    expect(await (await post("/api/v1/auth/password-reset", stuffer.address)).text()).toBe("route");
  });
});

describe("a client with as many credential requests in progress as allowed", () => {
  it("is answered 429 with Retry-After at the entry for more, while other clients pass; a finished one frees a slot", async () => {
    vi.stubEnv("SIGN_IN_CONCURRENCY_PER_CLIENT", "2");
    const [flooder, owner] = [newClient(), newClient()];
    const first = [
      post("/registration/login?hold", flooder.address),
      post("/api/v1/auth/refresh?hold", flooder.address),
    ];
    await expect.poll(() => held.length).toBe(2);
    const refused = await post("/registration/login", flooder.address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect(await (await post("/registration/login", owner.address)).text()).toBe("route");
    expect(await (await post("/api/admin/users", flooder.address)).text()).toBe("route");
    held.splice(0).forEach((release) => release());
    await Promise.all(first.map(async (response) => expect(await (await response).text()).toBe("route")));
    expect(await (await post("/registration/login", flooder.address)).text()).toBe("route");
  });
});

describe("a refusal at the entry", () => {
  it("is answered after SIGN_IN_REFUSAL_DELAY_MS, so a flooding client's connections bound its rate", async () => {
    vi.stubEnv("SIGN_IN_ATTEMPTS_PER_MINUTE", "2");
    vi.stubEnv("SIGN_IN_REFUSAL_DELAY_MS", "400");
    const flooder = newClient();
    expect(await refusedBy(() => countCredentialAttempt(flooder.client), 3)).toBeDefined();
    const before = reached;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await post("/registration/login", flooder.address);
        return { status: response.status, ms: performance.now() - started };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
    expect(Math.min(...answers.map((answer) => answer.ms))).toBeGreaterThanOrEqual(390);
    expect(reached).toBe(before);
  });

  it("to a client that hung up while waiting is dropped, and the server answers on", async () => {
    vi.stubEnv("SIGN_IN_ATTEMPTS_PER_MINUTE", "2");
    vi.stubEnv("SIGN_IN_REFUSAL_DELAY_MS", "300");
    const flooder = newClient();
    expect(await refusedBy(() => countCredentialAttempt(flooder.client), 3)).toBeDefined();
    const gone = fetch(`${base}/registration/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": flooder.address },
      body: "{}",
      signal: AbortSignal.timeout(50),
    });
    await expect(gone).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await post("/registration/login", flooder.address)).status).toBe(429);
    expect(await (await post("/api/admin/users", flooder.address)).text()).toBe("route");
  });
});

// Every route that counts attempts itself is listed, so a refused client never reaches any of them.
describe("the credential routes answered at the entry", () => {
  it("are every app route that counts a credential attempt", () => {
    const counting: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          entry.name === "route.ts" &&
          /countCredentialAttempt\(|verifyCredentials\(/.test(readFileSync(file, "utf8"))
        )
          counting.push(`/${path.relative("app", folder).split(path.sep).join("/")}`);
      }
    };
    walk("app");
    expect(counting.sort()).toEqual([...CREDENTIAL_PATHS].sort());
  });
});
