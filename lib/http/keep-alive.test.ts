import { Agent, get } from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../testing/test-database";

describe("the production server's idle connections", () => {
  it("stay open past Node.js's default 5 s, so a request sent on one is never met by its closing", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = get(`${baseUrl()}/api/health/live`, { agent }, (response) => {
          response.resume();
          response.once("end", () => resolve({ status: response.statusCode, reused: request.reusedSocket }));
        });
        request.once("error", reject);
      });
    try {
      expect(await ask()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      // The agent drops a socket the server has closed, so a reused one was still open.
      expect(await ask()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
