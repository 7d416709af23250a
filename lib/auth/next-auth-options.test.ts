import { afterEach, describe, expect, it, vi } from "vitest";
import { nextAuthOptions } from "./next-auth-options";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("next-auth's own messages", () => {
  it("go to the log as one JSON line each, so what a caller sent cannot forge a line", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const forged = 'javascript:x\n{"level":"info","msg":"FORGED admin login"}';
    nextAuthOptions(new Request("http://localhost/api/auth/signin")).logger?.error?.(
      "SIGNIN_OAUTH_ERROR",
      new Error(`Invalid callbackUrl ${forged}`),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "warn",
      msg: "next-auth error",
      code: "SIGNIN_OAUTH_ERROR",
      error: `Invalid callbackUrl ${forged}`,
    });
  });
});
