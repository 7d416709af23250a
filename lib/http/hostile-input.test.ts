import { request } from "node:http";
import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { residentOperations } from "../registries/resident-operations";
import { identityRoutes } from "../registries/route-table";
import { createTestKey, createTestTenant } from "../testing/admin-client";
import { baseUrl, testDatabase } from "../testing/test-database";

// Every route outside /api/admin that takes a body, with the credentials it expects where a person has them.
const bodyRoutes = [
  // The refresh and sign-out-everywhere routes read only their token and ignore any body.
  ...identityRoutes
    .filter(
      (route) => route.method !== "GET" && !["/api/v1/auth/refresh", "/api/v1/profile/sessions"].includes(route.path),
    )
    .map((route) => ({ method: route.method, path: route.path.replace(/\{\w+\}/g, "does-not-exist") })),
  ...[
    "/twilio/voice",
    "/twilio/gather",
    "/twilio/whisper",
    "/twilio/dial-status",
    "/twilio/leg-status",
    "/twilio/status",
    "/telnyx/webhook",
    "/api/webhooks/stripe",
    "/api/webhooks/clerk",
  ].map((path) => ({ method: "POST", path })),
];

const hostile: { name: string; body: string; type: string }[] = [
  { name: "malformed JSON", body: '{"email": "x', type: "application/json" },
  { name: "wrong types", body: '{"email": 5, "password": [], "name": {}, "pin": true}', type: "application/json" },
  { name: "a JSON array", body: "[1, 2, 3]", type: "application/json" },
  { name: "JSON null", body: "null", type: "application/json" },
  { name: "a wrong content type", body: "email=a&password=b", type: "text/plain" },
  { name: "an empty body", body: "", type: "application/json" },
  {
    name: "a body over 1 MiB",
    body: JSON.stringify({ padding: "x".repeat(1024 * 1024 + 1) }),
    type: "application/json",
  },
];

let residentToken = "";

beforeAll(async () => {
  const login = await fetch(`${baseUrl()}/registration/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "resident@gatehouse.local", password: "gatehouse" }),
  });
  residentToken = (await login.json()).token;
});

describe("hostile input on every route outside /api/admin: a documented 4xx, never a 5xx or HTML", () => {
  for (const route of bodyRoutes) {
    for (const input of hostile) {
      it(`${route.method} ${route.path}: ${input.name}`, async () => {
        const response = await fetch(`${baseUrl()}${route.path}`, {
          method: route.method,
          headers: { "content-type": input.type, authorization: `Bearer ${residentToken}` },
          body: input.body,
        });
        const text = await response.text();
        expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.status, text.slice(0, 300)).toBeLessThan(500);
        expect(JSON.parse(text).error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      });
    }
  }
});

describe("a query parameter given twice", () => {
  it("is refused 400 naming it, rather than the last value winning", async () => {
    const { key } = await createTestKey(null);
    const response = await fetch(`${baseUrl()}/api/admin/properties?limit=5&limit=6&q=a`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(400);
    expect(answer.error.details).toEqual([{ field: "limit", issue: "is given more than once" }]);
  });
});

describe("an unknown query parameter on a sign-in route or the keypad", () => {
  const credentialRoutes = residentOperations.filter((operation) => operation.auth.kind === "credential");
  for (const operation of credentialRoutes) {
    it(`is refused 400 on ${operation.path} before anything is read or counted`, async () => {
      const response = await fetch(`${baseUrl()}${operation.path}?bogus=1`, {
        method: operation.method.toUpperCase(),
        headers: { "content-type": "application/json", authorization: `Bearer ${residentToken}` },
        body: "{}",
      });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(400);
      expect(answer.error.code).toBe("VALIDATION_ERROR");
    });
  }
});

describe("a body that is not UTF-8", () => {
  it("is refused 400 and changes nothing, rather than stored with U+FFFD in it", async () => {
    const profile = () =>
      fetch(`${baseUrl()}/api/v1/profile`, { headers: { authorization: `Bearer ${residentToken}` } }).then((r) =>
        r.json(),
      );
    const before = await profile();
    const response = await fetch(`${baseUrl()}/api/v1/profile`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${residentToken}`, "content-type": "application/json" },
      body: Buffer.concat([Buffer.from('{"name":"Ril'), Buffer.from([0xff]), Buffer.from('ey"}')]),
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(400);
    expect(answer.error.details).toEqual([{ field: "(body)", issue: "the text is not valid UTF-8" }]);
    expect(await profile()).toEqual(before);
  });
});

describe("a compressed body", () => {
  it("is refused 415 on every surface and changes nothing, rather than read as text", async () => {
    const { key } = await createTestKey((await createTestTenant()).id);
    const name = `Gzipped ${Date.now()}`;
    const json = gzipSync(JSON.stringify({ name, address: "1 Test Street", timezone: "UTC" }));
    const sent: { path: string; method?: string; headers: Record<string, string> }[] = [
      { path: "/api/admin/properties", headers: { authorization: `Bearer ${key}` } },
      { path: "/api/v1/profile", method: "PATCH", headers: { authorization: `Bearer ${residentToken}` } },
      { path: "/api/webhooks/stripe", headers: { "stripe-signature": "t=1,v1=00" } },
      {
        path: "/api/admin/imports/residents",
        headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
      },
    ];
    for (const { path, method = "POST", headers } of sent) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { "content-type": "application/json", "content-encoding": "gzip", ...headers },
        body: json,
      });
      const answer = await response.json();
      expect(response.status, `${path} ${JSON.stringify(answer)}`).toBe(415);
      expect(answer.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(await testDatabase().property.count({ where: { name } })).toBe(0);
  });
});

// A cursor as a client could forge one: base64url of any JSON.
const cursor = (wire: unknown) => Buffer.from(JSON.stringify(wire)).toString("base64url");

describe("values PostgreSQL refuses and broken credentials: a 4xx, never a 5xx", () => {
  const cases: { name: string; method: string; path: string; body?: unknown; headers?: Record<string, string> }[] = [
    { name: "a NUL in a search", method: "GET", path: "/api/admin/properties?q=%00" },
    { name: "a NUL in an id", method: "GET", path: "/api/admin/units/%00" },
    {
      name: "a NUL in a login email",
      method: "POST",
      path: "/registration/login",
      body: { email: "a\u0000@example.test", password: "x" },
    },
    { name: "a NUL in a profile name", method: "PATCH", path: "/api/v1/profile", body: { name: "Riley\u0000" } },
    {
      name: "a year-0 analytics range",
      method: "GET",
      path: "/api/admin/analytics?from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z",
    },
    {
      name: "a year-0 calls range",
      method: "GET",
      path: "/api/admin/calls?from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z",
    },
    { name: "a lone surrogate in a profile name", method: "PATCH", path: "/api/v1/profile", body: { name: "\ud800" } },
    {
      name: "a lone surrogate in a guest pass's name",
      method: "POST",
      path: "/api/v1/guest-passes",
      body: { name: "x\udfff", validFrom: "2030-01-01T00:00:00Z", validUntil: "2030-01-02T00:00:00Z", maxUses: 1 },
    },
    {
      name: "a guest pass from no date",
      method: "POST",
      path: "/api/v1/guest-passes",
      body: { name: "G", validFrom: "nope", validUntil: "2030-01-01T00:00:00Z", maxUses: 1 },
    },
    {
      name: "a lone surrogate in a text cursor",
      method: "GET",
      path: `/api/admin/units?cursor=${cursor({ f: "label", v: "\ud800", id: "x" })}`,
    },
    {
      name: "a lone surrogate in an instant cursor's id",
      method: "GET",
      path: `/api/admin/calls?cursor=${cursor({ f: "startedAt", d: "2020-01-01T00:00:00Z", id: "\udfff" })}`,
    },
    { name: "a calls range past the year 9999", method: "GET", path: "/api/admin/calls?to=9999-12-31T23:59:59-14:00" },
    {
      name: "access events from past the year 9999",
      method: "GET",
      path: "/api/admin/access-events?from=9999-12-31T12:00:00-12:00",
    },
    {
      name: "audit logs to past the year 9999",
      method: "GET",
      path: "/api/admin/audit-logs?to=9999-12-31T23:59:59-00:01",
    },
    {
      name: "a malformed session cookie",
      method: "GET",
      path: "/api/admin/properties",
      headers: { cookie: "sso-session=%E0%A4%A" },
    },
    {
      name: "a malformed Clerk cookie",
      method: "GET",
      path: "/api/admin/properties",
      headers: { cookie: "__session=%" },
    },
  ];
  for (const item of cases) {
    it(`${item.method} ${item.path.split("?")[0]}: ${item.name}`, async () => {
      const admin = item.path.startsWith("/api/admin") && !item.headers;
      const { key } = admin ? await createTestKey(null) : { key: residentToken };
      const response = await fetch(`${baseUrl()}${item.path}`, {
        method: item.method,
        headers: {
          ...(item.headers ? {} : { authorization: `Bearer ${key}` }),
          ...(item.body ? { "content-type": "application/json" } : {}),
          ...item.headers,
        },
        body: item.body ? JSON.stringify(item.body) : undefined,
      });
      const text = await response.text();
      expect(response.status, text).toBeGreaterThanOrEqual(400);
      expect(response.status, text).toBeLessThan(500);
      const { error } = JSON.parse(text);
      expect(error.code).toEqual(expect.any(String));
      // Every VALIDATION_ERROR says what is wrong in details, even when PostgreSQL named no field.
      if (error.code === "VALIDATION_ERROR") expect(error.details?.length, text).toBeGreaterThan(0);
    });
  }
});

describe("a NUL in a query parameter", () => {
  it("is a 400 naming it for any key, whether or not the value would reach PostgreSQL", async () => {
    const { key } = await createTestKey((await createTestTenant()).id);
    for (const path of [
      "/api/admin/properties?tenantId=%00",
      "/api/admin/stats?tenantId=a%00",
      "/api/admin/calls?q=%00",
    ]) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${key}` } });
      const { error } = await response.json();
      expect(response.status, path).toBe(400);
      expect(error.details, path).toEqual([
        { field: path.split("?")[1].split("=")[0], issue: "holds a NUL character (%00)" },
      ]);
    }
  });
});

// fetch refuses to send TRACE, so this one goes through node:http.
function trace(path: string, method = "TRACE"): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl()}${path}`, { method }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("a method other than GET and HEAD on a public file", () => {
  for (const method of ["POST", "OPTIONS", "DELETE"])
    it(`answers ${method} /admin.yaml 405 in the error shape with Allow`, async () => {
      const response = await fetch(`${baseUrl()}/admin.yaml`, { method });
      const text = await response.text();
      expect(response.status, text.slice(0, 200)).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(JSON.parse(text).error.code).toBe("METHOD_NOT_ALLOWED");
    });
});

describe("TRACE and the methods no route serves", () => {
  for (const [method, path] of [
    ["TRACE", "/api/admin/properties"],
    ["TRACE", "/api/v1/profile"],
    ["TRACE", "/twilio/voice"],
    ["TRACE", "/"],
    ["PROPFIND", "/api/admin/tenants"],
    ["MKCOL", "/api/v1/profile"],
    ["PURGE", "/api/no-such-route"],
    ["SEARCH", "/admin"],
  ]) {
    it(`answers ${method} ${path} 405 in the error shape`, async () => {
      const answer = await trace(path, method);
      expect(answer.status, answer.body).toBe(405);
      expect(answer.type).toContain("application/json");
      expect(JSON.parse(answer.body).error).toEqual({ code: "METHOD_NOT_ALLOWED", message: `${method} is not served` });
    });
  }
});

// Bytes Node's HTTP parser refuses never reach a route; the server's entry answers them.
function exchangeRaw(bytes: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, body = ""] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head: head.toLowerCase(), body });
    });
  });
}

describe("requests Node's HTTP parser refuses", () => {
  it("answers a header section over the limit 431 in the error shape", async () => {
    const answer = await exchangeRaw(
      `GET /api/health/live HTTP/1.1\r\nhost: x\r\nx-big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status, answer.head).toBe(431);
    expect(answer.head).toContain("content-type: application/json");
    expect(answer.head).toMatch(/x-request-id: \S+/);
    expect(JSON.parse(answer.body).error.code).toBe("HEADERS_TOO_LARGE");
  });

  it("answers once and closes the connection when the headers come in pieces and the client keeps its side open", async () => {
    const { hostname, port } = new URL(baseUrl());
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => undefined);
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(`GET /api/health/live HTTP/1.1\r\nhost: x\r\nx-big: ${"a".repeat(12_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 4 && !socket.destroyed; i++) {
      socket.write("b".repeat(8_000));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await closed;
    expect(answer.match(/HTTP\/1\.1 /g)).toEqual(["HTTP/1.1 "]);
    expect(answer).toContain("431");
  });

  it("answers bytes that are not HTTP 400 in the error shape, with details", async () => {
    const answer = await exchangeRaw("HELLO THERE\r\n\r\n");
    expect(answer.status, answer.head).toBe(400);
    expect(answer.head).toContain("connection: close");
    const { error } = JSON.parse(answer.body);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([{ field: "request", issue: expect.any(String) }]);
  });

  // Node's parser takes these (a path it refuses is the case above); Next.js would answer them with a bare 500.
  for (const target of ["*", "*api/admin/properties"])
    it(`answers a request target of ${target} 400 in the error shape, with its request id`, async () => {
      const answer = await exchangeRaw(`GET ${target} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
      expect(answer.status, answer.head).toBe(400);
      expect(answer.head).toMatch(/x-request-id: \S+/);
      // The body comes chunked: its JSON sits between the chunk's size and the last chunk.
      const { error } = JSON.parse(answer.body.slice(answer.body.indexOf("{"), answer.body.lastIndexOf("}") + 1));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details).toEqual([{ field: "url", issue: expect.any(String) }]);
    });
});
