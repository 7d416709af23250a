import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalFetch } from "./portal-fetch";
import { readSession, saveSession } from "./portal-session-store";
import type { SessionAnswer } from "./portal-types";

const user = { id: "u1", email: "resident@gatehouse.local", name: "Riley" } as SessionAnswer["user"];
const answer = (token: string, expiresIn = 3600): SessionAnswer => ({ token, tokenType: "Bearer", expiresIn, user });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

// A stand-in for fetch that records each path and its RequestInit.
const fetchReplying = (reply: (path: string) => Response) =>
  vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (path) => reply(path));

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  assign = vi.fn();
  vi.stubGlobal("window", {
    sessionStorage,
    location: { pathname: "/portal/guest-passes", search: "?status=past", assign },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("portalFetch", () => {
  it("sends the core JWT as a Bearer token", async () => {
    saveSession(answer("token-1"), "password");
    const fetch = fetchReplying(() => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    await portalFetch("/api/v1/profile");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toMatchObject(["/api/v1/profile", { headers: { authorization: "Bearer token-1" } }]);
  });

  it("refreshes a token about to expire once, however many requests notice it, and uses the new one", async () => {
    saveSession(answer("old", 60), "development");
    const fetch = fetchReplying((path) =>
      path === "/api/v1/auth/refresh" ? json(200, answer("new")) : json(200, { ok: true }),
    );
    vi.stubGlobal("fetch", fetch);
    await Promise.all([portalFetch("/api/v1/profile"), portalFetch("/api/v1/access"), portalFetch("/api/v1/calls")]);
    const paths = fetch.mock.calls.map((call) => call[0]);
    expect(paths.filter((path) => path === "/api/v1/auth/refresh")).toHaveLength(1);
    expect(
      fetch.mock.calls
        .filter((call) => call[0] !== "/api/v1/auth/refresh")
        .every((call) => (call[1]?.headers as Record<string, string>).authorization === "Bearer new"),
    ).toBe(true);
    expect(readSession()).toMatchObject({ token: "new", method: "development" });
    expect(readSession()!.expiresAt).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it("on 401 forgets the token and returns to sign-in with the page to come back to", async () => {
    saveSession(answer("revoked"), "password");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { error: { code: "UNAUTHORIZED", message: "Session ended" } })),
    );
    await expect(portalFetch("/api/v1/guest-passes")).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(readSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/portal/sign-in?next=%2Fportal%2Fguest-passes%3Fstatus%3Dpast");
  });

  it("answers the API's field errors as a typed error", async () => {
    saveSession(answer("token"), "password");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: "Invalid",
            details: [{ field: "phone", issue: "an E.164 phone number" }],
          },
        }),
      ),
    );
    const error = await portalFetch("/api/v1/profile", { method: "PATCH", body: { phone: "1" } }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect((error as import("./portal-api-error").PortalApiError).fieldIssue("phone")).toBe("an E.164 phone number");
  });
});
