import { afterEach, describe, expect, it, vi } from "vitest";
import { jobLogger } from "./job-logger";

const job = {
  id: "42",
  task_identifier: "notifications.visitor",
  attempts: 2,
  max_attempts: 5,
  payload: { callerNumber: "+15557654321", email: "resident@example.com" },
};

describe("the job queue's log lines", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("name a failed job by id and kind, never by its payload", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    jobLogger.error("Failed task 42 (notifications.visitor) with error 'boom'", {
      failure: true,
      job,
      error: new Error("boom"),
    });
    const line = String(write.mock.calls[0][0]);
    expect(JSON.parse(line)).toMatchObject({
      level: "error",
      job: { id: "42", kind: "notifications.visitor", attempts: 2, maxAttempts: 5 },
      error: { message: "boom" },
    });
    expect(line).not.toContain("+15557654321");
    expect(line).not.toContain("resident@example.com");
  });

  it("keep payloads out of the debug chatter too", () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    jobLogger.info("Completed task 42 (notifications.visitor) with success", { job, success: true });
    const line = String(write.mock.calls[0][0]);
    expect(JSON.parse(line)).toMatchObject({ level: "debug", job: { id: "42" }, success: true });
    expect(line).not.toContain("+15557654321");
  });
});
