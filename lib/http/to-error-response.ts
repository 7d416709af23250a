import { DatabaseError } from "pg";
import { ZodError } from "zod";
import { Prisma } from "../db/generated/client";
import { alreadyTaken, ApiError } from "./error-codes";
import { log } from "./log";
import { errorResponse } from "./respond";
import "./human-issues";

const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|Connection closed|connection error|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|Can't reach database|Server has closed the connection|Timed out fetching a new connection|Unable to start a transaction in the given time|DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections|the database system is (shutting down|starting up|in recovery mode)|terminating connection/i;
// The pool's own wait for a free connection (pg-pool, Prisma P2024 and P2028's start timeout) running out: every connection is in use.
const POOL_BUSY =
  /timeout exceeded when trying to connect|Timed out fetching a new connection|Unable to start a transaction in the given time|\bP2024\b/i;
// Prisma codes for an unreachable server, a dropped connection and an exhausted pool.
const UNREACHABLE_CODES = ["P1001", "P1002", "P1008", "P1017", "P2024"];
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
const UNREACHABLE_STATE = /^(08|57P0[123]$|53300$)/;

// Every text and code a driver, adapter or Prisma error carries, through nested causes.
function describe(error: unknown, depth = 0): string {
  if (error === null || error === undefined || depth > 4) return "";
  if (typeof error !== "object") return String(error);
  const e = error as {
    message?: unknown;
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    originalMessage?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  const own = [e.message, e.code, e.kind, e.originalCode, e.originalMessage]
    .filter((v) => v !== undefined)
    .map(String)
    .join(" ");
  return `${own} ${describe(e.cause, depth + 1)} ${describe(e.meta?.driverAdapterError, depth + 1)}`;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError && UNREACHABLE_CODES.includes(error.code)) return true;
  if (
    UNREACHABLE_STATE.test(sqlState(error)) ||
    UNREACHABLE_STATE.test(String((error as { code?: unknown } | null)?.code ?? ""))
  )
    return true;
  return UNREACHABLE.test(describe(error));
}

// Each field's issue up to this many; a body with thousands of bad items gets a short answer.
const MAX_DETAILS = 50;
const fieldOf = (path: PropertyKey[]) => path.map(String).join(".") || "(root)";

type AdapterCause = { originalCode?: unknown; originalMessage?: unknown; constraint?: { index?: unknown } };

// PostgreSQL's error beneath a driver adapter error, or beneath one Prisma wrapped.
function adapterCause(error: unknown): AdapterCause | undefined {
  const e = error as { cause?: AdapterCause; meta?: { driverAdapterError?: { cause?: AdapterCause } } } | null;
  return [e?.cause, e?.meta?.driverAdapterError?.cause].find((cause) => cause?.originalCode !== undefined);
}

// The SQLSTATE PostgreSQL answered with, from pg (lib/db/query-rows.ts), a driver adapter error or one Prisma wrapped.
export function sqlState(error: unknown): string {
  if (error instanceof DatabaseError) return error.code ?? "";
  return String(adapterCause(error)?.originalCode ?? "");
}

// The fields a caller sets that a unique index holds, named in a conflict's details so a form can mark the field.
const UNIQUE_FIELDS = new Set([
  "email",
  "slug",
  "serialNumber",
  "phoneNumber",
  "label",
  "directoryCode",
  "clerkOrgId",
  "stripeCustomerId",
]);

// The field of a unique violation, from its index's name (`<table>_<fields>_key`, the last field being the one a
// caller chose within its scope, such as a unit's label within its property), or null.
function uniqueField(error: unknown): string | null {
  const cause = adapterCause(error);
  const index =
    (error instanceof DatabaseError ? error.constraint : undefined) ??
    cause?.constraint?.index ??
    /unique constraint "([^"]+)"/.exec(String(cause?.originalMessage ?? ""))?.[1];
  const field = /_([A-Za-z]+)_key$/.exec(String(index ?? ""))?.[1];
  return field && UNIQUE_FIELDS.has(field) ? field : null;
}

const answer = (error: ApiError) => errorResponse(error.code, error.message, error.details, error.headers);

// The one mapper from anything thrown to the documented error shape; internals are only logged.
export function toErrorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof ApiError) return answer(error);
  if (error instanceof ZodError) {
    const details = error.issues
      .slice(0, MAX_DETAILS)
      .map((issue) => ({ field: fieldOf(issue.path), issue: issue.message }));
    if (error.issues.length > MAX_DETAILS)
      details.push({ field: "(more)", issue: `and ${error.issues.length - MAX_DETAILS} more issues` });
    return errorResponse("VALIDATION_ERROR", "The request is not valid", details);
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return answer(alreadyTaken(uniqueField(error)));
    if (error.code === "P2025") return errorResponse("NOT_FOUND", "Resource not found");
    if (error.code === "P2003") return errorResponse("CONFLICT", "The resource is still referenced by other records");
  }
  // A raw statement's unique violation (pg, or Prisma's raw queries) answers as Prisma's P2002 does.
  if (sqlState(error) === "23505") return answer(alreadyTaken(uniqueField(error)));
  // Class 22 is PostgreSQL refusing a value (a NUL in text, a date out of its range): bad input, not a fault.
  if (sqlState(error).startsWith("22")) {
    return errorResponse(
      "VALIDATION_ERROR",
      "A value in the request cannot be stored or compared: check for control characters and dates out of range",
      // PostgreSQL does not say which field, so the issue is the request's, as every VALIDATION_ERROR carries one.
      [{ field: "(request)", issue: "holds a control character or a date PostgreSQL cannot store" }],
    );
  }
  // 54000: a value too long for an index's row (a signed provider event's absurd field), bad input too.
  if (sqlState(error) === "54000") {
    return errorResponse("VALIDATION_ERROR", "A value in the request is too long to store", [
      { field: "(request)", issue: "holds a value too long to store" },
    ]);
  }
  if (isDatabaseUnavailable(error)) {
    // A request that waited too long for a pooled connection met a busy server, not a database that is down.
    const busy = POOL_BUSY.test(describe(error));
    log.warn(busy ? "database connections all busy" : "database unavailable", {
      requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    const message = busy
      ? "Every database connection is busy; try again shortly"
      : "The database is not reachable; try again shortly";
    return errorResponse("SERVICE_UNAVAILABLE", message, undefined, { "retry-after": "5" });
  }
  log.error("unhandled error", { requestId, error });
  return errorResponse("INTERNAL_ERROR", "An unexpected error occurred");
}
