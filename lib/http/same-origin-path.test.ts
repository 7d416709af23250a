import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

const origin = "http://gatehouse.test:3000";

describe("sameOriginPath", () => {
  it.each([
    "/\\evil.example/phish",
    "//evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "https:evil.example",
    "https://evil.example/x",
    "javascript:alert(1)",
    "\\\\evil.example",
    " //evil.example",
    "/\t/evil.example",
  ])("refuses %s", (target) => expect(sameOriginPath(target, origin)).toBe("/"));

  it("keeps same-origin paths with their query and hash", () => {
    expect(sameOriginPath("/admin/users?status=active#top", origin)).toBe("/admin/users?status=active#top");
    expect(sameOriginPath(`${origin}/portal`, origin)).toBe("/portal");
    expect(sameOriginPath(null, origin, "/admin")).toBe("/admin");
  });
});
