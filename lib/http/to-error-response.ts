import { ZodError } from "zod";
import { Prisma } from "../db/generated/client";
import { ApiError } from "./error-codes";
import { log } from "./log";
import { errorResponse } from "./respond";

const UNREACHABLE = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|Can't reach database|DatabaseNotReachable|the database system is (shutting down|starting up)|terminating connection/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError && ["P1001", "P1002", "P1017"].includes(error.code)) return true;
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : "";
  return UNREACHABLE.test(text) || UNREACHABLE.test(String((error as { code?: unknown })?.code ?? ""));
}

const fieldOf = (path: PropertyKey[]) => path.map(String).join(".") || "(root)";

type AdapterCause = { originalCode?: unknown };

// The SQLSTATE PostgreSQL answered with, from a driver adapter error or one Prisma wrapped.
function sqlState(error: unknown): string {
  const direct = (error as { cause?: AdapterCause } | null)?.cause;
  const wrapped = (error as { meta?: { driverAdapterError?: { cause?: AdapterCause } } } | null)?.meta?.driverAdapterError?.cause;
  return String(direct?.originalCode ?? wrapped?.originalCode ?? "");
}

// The one mapper from anything thrown to the documented error shape; internals are only logged.
export function toErrorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof ApiError) return errorResponse(error.code, error.message, error.details, error.headers);
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => ({ field: fieldOf(issue.path), issue: issue.message }));
    return errorResponse("VALIDATION_ERROR", "The request is not valid", details);
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return errorResponse("CONFLICT", "A resource with the same unique value already exists");
    if (error.code === "P2025") return errorResponse("NOT_FOUND", "Resource not found");
    if (error.code === "P2003") return errorResponse("CONFLICT", "The resource is still referenced by other records");
  }
  // Class 22 is PostgreSQL refusing a value (a NUL in text, a date out of its range): bad input, not a fault.
  if (sqlState(error).startsWith("22")) {
    return errorResponse("VALIDATION_ERROR", "A value in the request cannot be stored or compared: check for control characters and dates out of range");
  }
  if (isDatabaseUnavailable(error)) {
    log.warn("database unavailable", { requestId, error: error instanceof Error ? error.message : String(error) });
    return errorResponse("SERVICE_UNAVAILABLE", "The database is not reachable; try again shortly", undefined, { "retry-after": "5" });
  }
  log.error("unhandled error", { requestId, error });
  return errorResponse("INTERNAL_ERROR", "An unexpected error occurred");
}
