import { describe, expect, it } from "vitest";
import { startTestDatabase } from "@/lib/testing/start-test-database";
import { startTestServer } from "@/lib/testing/start-test-server";
import { baseUrl } from "@/lib/testing/test-database";

describe("GET /api/health/live", () => {
  it("answers 200 {status: live} with a request id", async () => {
    const response = await fetch(`${baseUrl()}/api/health/live`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "live" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("stays live while the database is down, since it never touches it", { timeout: 120_000 }, async () => {
    const database = await startTestDatabase();
    const server = await startTestServer(database.url);
    try {
      await database.stop();
      const response = await fetch(`${server.baseUrl}/api/health/live`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "live" });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(503);
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
