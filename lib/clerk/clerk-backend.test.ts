import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLERK_TIMEOUT_MS } from "./clerk-backend";
import { endClerkSessions } from "./end-clerk-sessions";

// A Clerk API that takes every request and never answers.
let silent: Server;
const waiting: ServerResponse[] = [];

beforeAll(async () => {
  silent = createServer((_request, response) => void waiting.push(response));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  for (const response of waiting) response.destroy();
  silent.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
});

describe("Clerk's Backend API", () => {
  it(`gives up on a call Clerk does not answer after ${CLERK_TIMEOUT_MS / 1000} s`, async () => {
    Object.assign(process.env, {
      CLERK_SECRET_KEY: "sk_test_silent",
      CLERK_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    const started = Date.now();
    await expect(endClerkSessions("someone@example.test", new Date())).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(CLERK_TIMEOUT_MS + 3_000);
    expect(waiting.length).toBeGreaterThan(0);
  }, 40_000);
});
