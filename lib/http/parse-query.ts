import { z } from "zod";
import { ApiError } from "./error-codes";

// A route's query string through its schema; a route without one takes no query parameters at all.
const noQuery = z.object({}).strict();

export function parseQuery<S extends z.ZodType | undefined>(
  request: Request,
  schema: S,
): S extends z.ZodType ? z.infer<S> : undefined {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(params);
  // No parameter takes a list: a repeated one (`?dryRun=1&dryRun=0`) is ambiguous, not "the last one wins".
  const repeated = [...new Set(params.keys())].filter((name) => params.getAll(name).length > 1);
  if (repeated.length)
    throw new ApiError(
      "VALIDATION_ERROR",
      "A query parameter is given more than once",
      repeated.slice(0, 10).map((name) => ({ field: name.slice(0, 64), issue: "is given more than once" })),
    );
  // PostgreSQL stores no NUL: refused here whoever asks, not only when the value reaches it (a tenant key's `tenantId`
  // of another tenant never does).
  const withNul = Object.keys(values).filter((name) => values[name].includes("\0"));
  if (withNul.length)
    throw new ApiError(
      "VALIDATION_ERROR",
      "A query parameter holds a NUL character",
      withNul.slice(0, 10).map((name) => ({ field: name.slice(0, 64), issue: "holds a NUL character (%00)" })),
    );
  if (schema) return schema.parse(values) as S extends z.ZodType ? z.infer<S> : undefined;
  noQuery.parse(values);
  return undefined as S extends z.ZodType ? z.infer<S> : undefined;
}
