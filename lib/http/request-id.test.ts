import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

describe("requestIdFrom", () => {
  it("keeps a caller's plain request id", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "trace-12345678" }))).toBe("trace-12345678");
  });

  it("replaces a missing or unsafe id with a fresh UUID", () => {
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFrom(new Headers())).toMatch(uuid);
    expect(requestIdFrom(new Headers({ "x-request-id": "bad id with spaces" }))).toMatch(uuid);
    expect(requestIdFrom(new Headers({ "x-request-id": "x".repeat(500) }))).toMatch(uuid);
  });
});
