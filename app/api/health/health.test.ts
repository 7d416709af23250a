import { describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "@/lib/bootstrap/start-embedded-database";
import { startTestDatabase } from "@/lib/testing/start-test-database";
import { startTestServer } from "@/lib/testing/start-test-server";
import { baseUrl } from "@/lib/testing/test-database";

async function waitForStatus(url: string, status: number, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("GET /api/health", () => {
  it("answers 200 with the database reachable and every migration applied, with a request id", async () => {
    const response = await fetch(`${baseUrl()}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "reachable", migrations: { pending: 0 } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("echoes a caller's request id", async () => {
    const response = await fetch(`${baseUrl()}/api/health`, { headers: { "x-request-id": "caller-trace-0001" } });
    expect(response.headers.get("x-request-id")).toBe("caller-trace-0001");
  });

  it(
    "answers 503 in the error shape while the database is down, and 200 again when it returns",
    { timeout: 120_000 },
    async () => {
      const database = await startTestDatabase();
      const server = await startTestServer(database.url);
      try {
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
        await database.stop();
        const down = await waitForStatus(`${server.baseUrl}/api/health`, 503);
        expect(down.status).toBe(503);
        expect(down.headers.get("content-type")).toContain("application/json");
        expect(await down.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } });

        const restarted = await startEmbeddedDatabase(database.dataFolder, "gatehouse_test");
        expect(restarted.url).toBe(database.url);
        try {
          const back = await waitForStatus(`${server.baseUrl}/api/health`, 200);
          expect(back.status).toBe(200);
        } finally {
          await restarted.stop();
        }
      } finally {
        await server.stop();
        await database.remove();
      }
    },
  );
});
