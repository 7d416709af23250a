import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../http/error-codes";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { createPerson, PASSWORD, type Person, startInsideSignInWindows } from "./testing/identity-fixtures";

beforeEach(() => startInsideSignInWindows());
import { verifyCredentials } from "./verify-credentials";

// Each test signs in from its own addresses, so counts never leak between tests or runs.
const address = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::/64`;

async function outcome(email: string, password: string, client: string): Promise<number> {
  try {
    await verifyCredentials(email, password, client);
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe("sign-in failures are held against the client that made them", () => {
  let person: Person;
  beforeAll(async () => {
    testDatabase();
    person = await createPerson("staff", "demo-tenant");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("locks one client out of one account after its failures, never the owner on another client", async () => {
    const [stranger, owner] = [address(), address()];
    for (let attempt = 1; attempt < 5; attempt++) expect(await outcome(person.email, "guess", stranger)).toBe(401);
    expect(await outcome(person.email, "guess", stranger)).toBe(429);
    expect(await outcome(person.email, PASSWORD, stranger)).toBe(429);
    expect(await outcome(person.email, PASSWORD, owner)).toBe(200);
  });

  it("answers the locked client with the seconds left in the failure window", async () => {
    const stranger = address();
    for (let attempt = 1; attempt <= 5; attempt++) await outcome(person.email, "guess", stranger);
    const refused = await verifyCredentials(person.email, PASSWORD, stranger).catch((error: ApiError) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("RATE_LIMITED");
    expect(Number((refused as ApiError).headers?.["retry-after"])).toBeGreaterThan(0);
    expect(Number((refused as ApiError).headers?.["retry-after"])).toBeLessThanOrEqual(15 * 60);
  });

  it("refuses a client that fails on many accounts, for every account, but no other client", async () => {
    vi.stubEnv("SIGN_IN_FAILURES_PER_CLIENT", "3");
    const [stuffer, owner] = [address(), address()];
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await outcome(`nobody-${uniqueSuffix()}@identity.test`, "guess", stuffer)).toBe(401);
    expect(await outcome(person.email, PASSWORD, stuffer)).toBe(429);
    expect(await outcome(person.email, PASSWORD, owner)).toBe(200);
  });

  it("under attack from many clients, refuses those that failed on the account and lets a clean client in", async () => {
    vi.stubEnv("SIGN_IN_FAILURES_PER_ACCOUNT", "4");
    const target = await createPerson("staff", "demo-tenant");
    const botnet = [address(), address(), address(), address()];
    for (const bot of botnet) expect(await outcome(target.email, "guess", bot)).toBe(401);
    expect(await outcome(target.email, PASSWORD, botnet[0])).toBe(429);
    expect(await outcome(target.email, PASSWORD, address())).toBe(200);
  });

  it("does not let one client's flood raise the account's count: its refused attempts are taken back", async () => {
    vi.stubEnv("SIGN_IN_FAILURES_PER_ACCOUNT", "7");
    const target = await createPerson("staff", "demo-tenant");
    const flooder = address();
    for (let attempt = 0; attempt < 12; attempt++) await outcome(target.email, "guess", flooder);
    const owner = address();
    expect(await outcome(target.email, "typo", owner)).toBe(401);
    expect(await outcome(target.email, PASSWORD, owner)).toBe(200);
  });

  it("counts every attempt of a client per minute, and answers 429 with Retry-After past the budget", async () => {
    vi.stubEnv("SIGN_IN_ATTEMPTS_PER_MINUTE", "3");
    const [client, other] = [address(), address()];
    for (let attempt = 0; attempt < 3; attempt++) expect(await outcome(person.email, PASSWORD, client)).toBe(200);
    const refused = await verifyCredentials(person.email, PASSWORD, client).catch((error: ApiError) => error);
    expect((refused as ApiError).status).toBe(429);
    expect(Number((refused as ApiError).headers?.["retry-after"])).toBeLessThanOrEqual(60);
    expect(await outcome(person.email, PASSWORD, other)).toBe(200);
  });
});
