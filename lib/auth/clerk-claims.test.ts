import { describe, expect, it } from "vitest";
import { adminRoleOfOrgRole, readClerkClaims } from "./clerk-claims";

describe("Clerk session claims", () => {
  it("reads the organization of a v2 token from o.id and o.rol", () => {
    expect(
      readClerkClaims({
        sub: "user_1",
        v: 2,
        email: " Owner@Example.COM ",
        o: { id: "org_1", rol: "admin", slg: "acme" },
      }),
    ).toEqual({
      clerkUserId: "user_1",
      email: "owner@example.com",
      orgId: "org_1",
      orgRole: "admin",
    });
  });

  it("reads the organization of a v1 token from org_id and org_role, dropping the org: prefix", () => {
    expect(readClerkClaims({ sub: "user_1", email: "a@b.c", org_id: "org_2", org_role: "org:member" })).toMatchObject({
      orgId: "org_2",
      orgRole: "member",
    });
  });

  it("has no organization when the token has none, and no claims without a subject", () => {
    expect(readClerkClaims({ sub: "user_1", email: "a@b.c" })).toMatchObject({ orgId: null, orgRole: null });
    expect(readClerkClaims({ email: "a@b.c" })).toBeNull();
  });

  it("maps org:admin to owner, org:member to staff, and nothing else", () => {
    expect(adminRoleOfOrgRole("admin")).toBe("owner");
    expect(adminRoleOfOrgRole("member")).toBe("staff");
    expect(adminRoleOfOrgRole("billing")).toBeNull();
    expect(adminRoleOfOrgRole("constructor")).toBeNull();
    expect(adminRoleOfOrgRole(null)).toBeNull();
  });
});
