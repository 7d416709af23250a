import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log";

describe("log", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("writes one JSON line with the fields and redacts secret-looking keys", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log.info("request", { requestId: "r-1", headers: { authorization: "Bearer gh_live_secret" }, password: "hunter2" });
    const line = String(write.mock.calls[0][0]);
    expect(line.endsWith("\n")).toBe(true);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: "info", msg: "request", requestId: "r-1", password: "[redacted]" });
    expect(entry.headers.authorization).toBe("[redacted]");
    expect(line).not.toContain("gh_live_secret");
    expect(line).not.toContain("hunter2");
  });
});
