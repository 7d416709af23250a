import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./hash-password";

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the right password", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toContain("correct horse");
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsE", first)).toBe(false);
  });

  it("refuses a missing or malformed stored hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});
