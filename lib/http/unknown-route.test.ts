import { describe, expect, it } from "vitest";
import { baseUrl } from "../testing/test-database";

describe("routes that do not exist", () => {
  it.each([
    ["GET", "/api/admin/nothing"],
    ["GET", "/api/v1/nothing"],
    ["POST", "/twilio/nothing"],
    ["POST", "/telnyx/nothing"],
    ["GET", "/access/nothing/here"],
    ["POST", "/registration/nothing"],
    ["DELETE", "/api/nothing/here"],
  ])("%s %s answers 404 in the error shape", async (method, path) => {
    const response = await fetch(`${baseUrl()}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const body = await response.json();
    expect(body).toEqual({ error: { code: "NOT_FOUND", message: expect.stringContaining(path) } });
  });
});
