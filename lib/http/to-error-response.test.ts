import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "../db/generated/client";
import { ApiError } from "./error-codes";
import { toErrorResponse } from "./to-error-response";

const body = (response: Response) => response.json() as Promise<{ error: { code: string; message: string; details?: unknown[] } }>;

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
    const unique = new Prisma.PrismaClientKnownRequestError("Unique constraint failed on slug", { code: "P2002", clientVersion: "6" });
    const missing = new Prisma.PrismaClientKnownRequestError("Record to update not found", { code: "P2025", clientVersion: "6" });
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

  it("hides the internals of anything else behind a 500 INTERNAL_ERROR", async () => {
    const response = toErrorResponse(new TypeError("cannot read properties of undefined (reading 'secretThing')"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secretThing");
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
  });
});

describe("toErrorResponse and values PostgreSQL refuses", () => {
  it("answers 400 for a data exception (SQLSTATE class 22), direct or wrapped by Prisma", async () => {
    const direct = Object.assign(new Error("invalid byte sequence"), { cause: { originalCode: "22021", kind: "postgres" } });
    const wrapped = new Prisma.PrismaClientKnownRequestError("Raw query failed", {
      code: "P2010",
      clientVersion: "6",
      meta: { driverAdapterError: { cause: { originalCode: "22008" } } },
    });
    for (const error of [direct, wrapped]) {
      const response = toErrorResponse(error);
      expect(response.status).toBe(400);
      expect((await body(response)).error.code).toBe("VALIDATION_ERROR");
    }
  });
});
