import { describe, expect, it } from "vitest";
import { DASHBOARD_SIGN_IN, PORTAL_SIGN_IN, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("follows a path inside the area and nothing else", () => {
    expect(safeNextPath("/admin/users?offset=25", DASHBOARD_SIGN_IN)).toBe("/admin/users?offset=25");
    expect(safeNextPath("https://evil.example/admin", DASHBOARD_SIGN_IN)).toBe("/");
    expect(safeNextPath("//evil.example/admin", DASHBOARD_SIGN_IN)).toBe("/");
    expect(safeNextPath("/\\evil.example/admin", DASHBOARD_SIGN_IN)).toBe("/");
    expect(safeNextPath("/signin?callbackUrl=/admin", DASHBOARD_SIGN_IN)).toBe("/");
    expect(safeNextPath(null, DASHBOARD_SIGN_IN)).toBe("/");
    expect(safeNextPath("/admin", PORTAL_SIGN_IN)).toBe("/portal");
    expect(safeNextPath("/portal/doors", PORTAL_SIGN_IN)).toBe("/portal/doors");
  });
});
