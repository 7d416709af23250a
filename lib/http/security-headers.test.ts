import { describe, expect, it } from "vitest";
import { baseUrl } from "../testing/test-database";

// One address per page and per API family; every answer, whatever its status, carries the headers.
const PAGES = [
  "/",
  "/signin",
  "/signout",
  "/admin",
  "/admin/properties",
  "/portal",
  "/portal/sign-in",
  "/no-such-page",
];
const API = [
  ["GET", "/api/health"],
  ["GET", "/api/health/live"],
  ["GET", "/api/admin/properties"],
  ["GET", "/api/v1/profile"],
  ["POST", "/api/v1/auth/refresh"],
  ["GET", "/api/auth/session"],
  ["POST", "/api/webhooks/stripe"],
  ["POST", "/api/webhooks/clerk"],
  ["GET", "/api/no-such-route"],
  ["GET", "/access/doors"],
  ["GET", "/devices/no-such-route"],
  ["POST", "/registration/login"],
  ["POST", "/telnyx/webhook"],
  ["POST", "/twilio/voice"],
  ["GET", "/twilio/voice"],
  ["POST", "/twilio/%zz"],
  ["GET", "/api/%zz"],
] as const;

function expectHardened(response: Response, where: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc =
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src")) ?? "";
  expect(scriptSrc, where).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc, where).not.toContain("unsafe-inline");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(response.headers.get("x-frame-options"), where).toBe("DENY");
  expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), where).toContain("camera=()");
  // Served over plain HTTP here: HSTS only over HTTPS.
  expect(response.headers.get("strict-transport-security"), where).toBeNull();
  return csp;
}

describe("security headers", () => {
  it.each(PAGES)("page %s: headers, and every script carries this request's nonce", async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
    const csp = expectHardened(response, path);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await response.text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
  });

  it("a fresh nonce for every request", async () => {
    const [a, b] = await Promise.all([fetch(`${baseUrl()}/signin`), fetch(`${baseUrl()}/signin`)]);
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
  });

  it.each(API)("API %s %s", async (method, path) => {
    expectHardened(await fetch(`${baseUrl()}${path}`, { method, redirect: "manual" }), `${method} ${path}`);
  });

  it("static assets are not sniffed and cannot be framed", async () => {
    const html = await (await fetch(`${baseUrl()}/signin`)).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("HSTS when served over HTTPS (behind a proxy)", async () => {
    const response = await fetch(`${baseUrl()}/api/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("cookie-authenticated mutations check Origin", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${baseUrl()}/api/admin/properties`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ name: "x", address: "y" }),
    });
  const host = () => new URL(baseUrl()).host;

  it("refuses a cookie-carrying mutation from another site with 403 JSON", async () => {
    const response = await post({ cookie: "next-auth.session-token=anything", origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("FORBIDDEN");
    expect((await post({ cookie: "a=b", origin: "null" })).status).toBe(403);
  });

  it("lets the same origin, and cookie-less callers, reach the route", async () => {
    expect((await post({ cookie: "next-auth.session-token=anything", origin: `http://${host()}` })).status).toBe(401);
    expect((await post({ origin: "https://evil.example" })).status).toBe(401);
  });
});
