import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../http/error-codes";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import * as hashing from "./hash-password";
import { createPerson, PASSWORD, startInsideSignInWindows } from "./testing/identity-fixtures";

beforeEach(() => startInsideSignInWindows());
import { verifyCredentials } from "./verify-credentials";

// Counts the scrypt runs of each sign-in, so the test sees the work an attacker would time.
vi.mock("./hash-password", async (original) => {
  const actual = await original<typeof import("./hash-password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

// Each run guesses from fresh documentation addresses, so counts never leak between tests or runs.
const address = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}, 198.51.${Math.floor(Math.random() * 255)}.7`;
const unknownEmail = () => `nobody-${uniqueSuffix()}@identity.test`;

type Answer = { status: number; body: string; retryAfter: boolean };

// What a client sees, with the seconds left in a window (which differ by when the window began) taken out.
async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.text()).replace(/try again in \d+ minute/, "try again in N minute");
  return { status: response.status, body, retryAfter: response.headers.has("retry-after") };
}

const registrationLogin = (email: string, forwardedFor: string) =>
  fetch(`${baseUrl()}/registration/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email, password: "wrong guess" }),
  }).then(answerOf);

// The dashboard's sign-in form, posted as next-auth's page posts it.
async function ssoCallback(email: string, forwardedFor: string): Promise<Answer> {
  const headers = { "x-forwarded-for": forwardedFor };
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers });
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
    body: new URLSearchParams({ csrfToken, email, password: "wrong guess", json: "true" }),
  });
  return answerOf(response);
}

const resetRequest = (email: string, forwardedFor: string) =>
  fetch(`${baseUrl()}/api/v1/auth/password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email }),
  }).then(answerOf);

async function sequence(route: (email: string, client: string) => Promise<Answer>, email: string, attempts: number) {
  const client = address();
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) answers.push(await route(email, client));
  return answers;
}

describe("a real account and an unknown email cannot be told apart", () => {
  it("/registration/login answers wrong passwords for both with the same statuses and bodies, 401 then 429", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const real = await sequence(registrationLogin, person.email, 7);
    const unknown = await sequence(registrationLogin, unknownEmail(), 7);
    expect(real).toEqual(unknown);
    expect(real.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(real.slice(4).every((answer) => answer.retryAfter)).toBe(true);
  });

  it("the dashboard's sign-in (SSO credentials callback) answers both with the same sequence", async () => {
    const person = await createPerson("staff", "demo-tenant");
    const real = await sequence(ssoCallback, person.email, 7);
    const unknown = await sequence(ssoCallback, unknownEmail(), 7);
    expect(real).toEqual(unknown);
    expect(real.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(real[0].body).toContain("error=CredentialsSignin");
    expect(real[6].body).toContain("error=locked");
  });

  it("a password reset answers a real and an unknown email the same", async () => {
    const person = await createPerson("resident", "demo-tenant");
    const real = await sequence(resetRequest, person.email, 3);
    const unknown = await sequence(resetRequest, unknownEmail(), 3);
    expect(real).toEqual(unknown);
    expect(real.map((answer) => answer.status)).toEqual([202, 202, 202]);
  });

  it("an account with no password yet (invited) answers like an unknown email", async () => {
    const invited = await testDatabase().user.create({
      data: {
        tenantId: "demo-tenant",
        email: `invited-${uniqueSuffix()}@identity.test`,
        name: "Invited",
        role: "resident",
      },
    });
    expect(await sequence(registrationLogin, invited.email, 6)).toEqual(
      await sequence(registrationLogin, unknownEmail(), 6),
    );
  });
});

describe("the sign-in path costs the same for a real and an unknown email", () => {
  const client = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::/64`;

  // The statuses of a run of wrong guesses and the scrypt runs each guess cost.
  async function costs(email: string) {
    const verify = vi.mocked(hashing.verifyPassword);
    const from = client();
    const run: { status: number; hashes: number }[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      verify.mockClear();
      const status = await verifyCredentials(email, "wrong guess", from).then(
        () => 200,
        (error: ApiError) => error.status,
      );
      run.push({ status, hashes: verify.mock.calls.length });
    }
    return run;
  }

  it("one password hash per wrong guess for both, none once refused", async () => {
    testDatabase();
    const person = await createPerson("staff", "demo-tenant");
    const real = await costs(person.email);
    expect(real).toEqual(await costs(unknownEmail()));
    expect(real.map((step) => step.hashes)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(await verifyCredentials(person.email, PASSWORD, client())).toMatchObject({ email: person.email });
  });
});
