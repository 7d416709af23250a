import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "../db/generated/client";
import { ApiError } from "./error-codes";
import { toErrorResponse } from "./to-error-response";

const body = (response: Response) =>
  response.json() as Promise<{ error: { code: string; message: string; details?: unknown[] } }>;

describe("toErrorResponse", () => {
  it("maps a zod error to 400 VALIDATION_ERROR with one detail per field", async () => {
    const result = z.object({ name: z.string(), floor: z.number() }).safeParse({ name: 3 });
    const response = toErrorResponse(result.error);
    expect(response.status).toBe(400);
    const { error } = await body(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([
      { field: "name", issue: expect.any(String) },
      { field: "floor", issue: expect.any(String) },
    ]);
  });

  it("maps a Prisma unique violation to 409 CONFLICT and a missing record to 404", async () => {
    const unique = new Prisma.PrismaClientKnownRequestError("Unique constraint failed on slug", {
      code: "P2002",
      clientVersion: "6",
    });
    const missing = new Prisma.PrismaClientKnownRequestError("Record to update not found", {
      code: "P2025",
      clientVersion: "6",
    });
    expect(toErrorResponse(unique).status).toBe(409);
    expect((await body(toErrorResponse(unique))).error.code).toBe("CONFLICT");
    expect(toErrorResponse(missing).status).toBe(404);
  });

  it("keeps the status, message and headers of an ApiError", async () => {
    const response = toErrorResponse(new ApiError("RATE_LIMITED", "Slow down", undefined, { "retry-after": "7" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect((await body(response)).error).toEqual({ code: "RATE_LIMITED", message: "Slow down" });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const response = toErrorResponse(refused);
    expect(response.status).toBe(503);
    expect((await body(response)).error.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("says the connections are busy, not that the database is down, when a request waited too long for one", async () => {
    // pg-pool's error when all its connections stay in use past connectionTimeoutMillis.
    const busy = toErrorResponse(new Error("timeout exceeded when trying to connect"));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect((await body(busy)).error).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "Every database connection is busy; try again shortly",
    });
    const down = await body(toErrorResponse(new Error("Connection terminated due to connection timeout")));
    expect(down.error.message).toBe("The database is not reachable; try again shortly");
  });

  it.each([
    [
      "P1001 can't reach the server",
      new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5432", {
        code: "P1001",
        clientVersion: "6",
      }),
    ],
    [
      "P1017 server closed the connection",
      new Prisma.PrismaClientKnownRequestError("Server has closed the connection.", {
        code: "P1017",
        clientVersion: "6",
      }),
    ],
    [
      "P2024 pool timeout",
      new Prisma.PrismaClientKnownRequestError("Timed out fetching a new connection from the connection pool.", {
        code: "P2024",
        clientVersion: "6",
      }),
    ],
    [
      "P2028 no connection free to start a transaction",
      new Prisma.PrismaClientKnownRequestError(
        "Transaction API error: Unable to start a transaction in the given time.",
        {
          code: "P2028",
          clientVersion: "6",
        },
      ),
    ],
    [
      "57P01 admin shutdown via the adapter",
      Object.assign(new Error("terminating connection due to administrator command"), {
        cause: { originalCode: "57P01" },
      }),
    ],
    [
      "57P01 wrapped by Prisma",
      new Prisma.PrismaClientKnownRequestError("Error in the driver", {
        code: "P2010",
        clientVersion: "6",
        meta: { driverAdapterError: { cause: { originalCode: "57P01" } } },
      }),
    ],
    [
      "ConnectionClosed adapter kind",
      Object.assign(new Error("Driver adapter error"), { cause: { kind: "ConnectionClosed" } }),
    ],
    [
      "DatabaseNotReachable adapter kind",
      Object.assign(new Error("Driver adapter error"), { cause: { kind: "DatabaseNotReachable" } }),
    ],
    ["pg connection terminated", new Error("Connection terminated unexpectedly")],
    ["ECONNRESET", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    [
      "unknown request error around a dropped socket",
      new Prisma.PrismaClientUnknownRequestError("Error { kind: Closed, cause: None }: Connection closed", {
        clientVersion: "6",
      }),
    ],
  ])("answers 503 with Retry-After for %s", async (_name, error) => {
    const response = toErrorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await body(response)).error.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("hides the internals of anything else behind a 500 INTERNAL_ERROR", async () => {
    const response = toErrorResponse(new TypeError("cannot read properties of undefined (reading 'secretThing')"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secretThing");
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
  });
});

// A raw statement's error as pg's driver adapter gives it, and as Prisma wraps it.
const raisedWith = (sqlState: string) => [
  Object.assign(new Error("raw statement failed"), { cause: { originalCode: sqlState, kind: "postgres" } }),
  new Prisma.PrismaClientKnownRequestError("Raw query failed", {
    code: "P2010",
    clientVersion: "6",
    meta: { driverAdapterError: { cause: { originalCode: sqlState } } },
  }),
];

describe("toErrorResponse and a raw statement's SQLSTATE, direct or wrapped by Prisma", () => {
  const cases = [
    { sqlState: "23505", status: 409, code: "CONFLICT", meaning: "a unique violation" },
    { sqlState: "22021", status: 400, code: "VALIDATION_ERROR", meaning: "a byte sequence it cannot store (class 22)" },
    { sqlState: "22008", status: 400, code: "VALIDATION_ERROR", meaning: "a date out of its range (class 22)" },
  ];
  for (const { sqlState, status, code, meaning } of cases)
    it(`answers ${status} ${code} for ${sqlState}, ${meaning}`, async () => {
      for (const error of raisedWith(sqlState)) {
        const response = toErrorResponse(error);
        expect(response.status).toBe(status);
        expect((await body(response)).error.code).toBe(code);
      }
    });
});

describe("toErrorResponse and a very long list of issues", () => {
  it("names the first 50 issues and counts the rest", async () => {
    const result = z.array(z.number()).safeParse(Array.from({ length: 1_000 }, () => "x"));
    const { error } = await body(toErrorResponse(result.error));
    expect(error.details).toHaveLength(51);
    expect(error.details?.[0]).toEqual({ field: "0", issue: "must be a number" });
    expect(error.details?.[50]).toEqual({ field: "(more)", issue: "and 950 more issues" });
  });
});
