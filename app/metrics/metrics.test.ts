import { describe, expect, inject, it } from "vitest";
import { findFreePort } from "@/lib/bootstrap/find-free-port";
import { routeFamily } from "@/lib/metrics/route-family";
import { startTestServer } from "@/lib/testing/start-test-server";
import { baseUrl } from "@/lib/testing/test-database";

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

describe("route families", () => {
  it("keep ids and unknown paths out of label values", () => {
    expect(routeFamily("/api/admin/properties/cm3x9abc/units")).toBe("api/admin/properties");
    expect(routeFamily("/api/admin/cm3x9abc")).toBe("api/admin");
    expect(routeFamily("/api/whatever/x")).toBe("api/other");
    expect(routeFamily("/twilio/voice")).toBe("twilio");
    expect(routeFamily("/wp-login.php")).toBe("other");
  });
});
