import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("follows portal paths only", () => {
    const portal = (value: string | null) => safeNextPath(value, "/portal");
    expect(portal("/portal/calls?offset=25")).toBe("/portal/calls?offset=25");
    expect(portal("https://evil.example/portal")).toBe("/portal");
    expect(portal("//evil.example/portal")).toBe("/portal");
    expect(portal("/admin")).toBe("/portal");
    expect(portal("/portal/..//evil.example")).toBe("/portal");
    expect(portal("/portal/../admin")).toBe("/portal");
    expect(portal("/portalx")).toBe("/portal");
    expect(portal("/portal/sign-in?next=/portal")).toBe("/portal");
    expect(portal(null)).toBe("/portal");
  });

  it("follows any path on the dashboard's own origin, with /admin as the fallback", () => {
    const origin = "http://gatehouse.test:3000";
    expect(safeNextPath("/admin/users?status=active", "/admin", origin)).toBe("/admin/users?status=active");
    expect(safeNextPath(`${origin}/admin/units`, "/admin", origin)).toBe("/admin/units");
    expect(safeNextPath("https://evil.example/admin", "/admin", origin)).toBe("/admin");
    expect(safeNextPath("//evil.example", "/admin", origin)).toBe("/admin");
    expect(safeNextPath(null, "/admin", origin)).toBe("/admin");
  });
});
