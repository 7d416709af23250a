import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { uniqueSuffix } from "../testing/test-database";

let server: TestServer;

// A server as shipped, with no trusted proxy, allowing 5 sign-in attempts a minute per client.
beforeAll(async () => {
  server = await startTestServer(inject("databaseUrl"), {
    TRUSTED_PROXIES: "",
    SIGN_IN_ATTEMPTS_PER_MINUTE: "5",
    SIGN_IN_FAILURES_PER_CLIENT: "",
    GATEHOUSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gatehouse-xff-")),
  });
}, 90_000);

afterAll(() => server?.stop());

describe("a sign-in flood rotating X-Forwarded-For with no trusted proxy set", () => {
  it(
    "is one client, the socket's peer: it is throttled with Retry-After however the header changes",
    { timeout: 120_000 },
    async () => {
      const answers: Response[] = [];
      for (let attempt = 0; attempt < 15; attempt++) {
        const response = await fetch(`${server.baseUrl}/registration/login`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `198.51.${attempt}.${1 + (attempt % 250)}`,
            "x-gatehouse-peer-address": `203.0.113.${attempt}`,
          },
          body: JSON.stringify({ email: `guess-${uniqueSuffix()}@identity.test`, password: "guess" }),
        });
        await response.arrayBuffer();
        answers.push(response);
      }
      expect(answers.every((response) => [401, 429].includes(response.status))).toBe(true);
      // 5 a minute: even if a minute turns during the run, at most 10 of the 15 get through.
      const refused = answers.filter((response) => response.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(5);
      for (const response of refused) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    },
  );
});
