import { z } from "zod";

// A route's query string through its schema; a route without one takes no query parameters at all.
const noQuery = z.object({}).strict();

export function parseQuery<S extends z.ZodType | undefined>(
  request: Request,
  schema: S,
): S extends z.ZodType ? z.infer<S> : undefined {
  const values = Object.fromEntries(new URL(request.url).searchParams);
  if (schema) return schema.parse(values) as S extends z.ZodType ? z.infer<S> : undefined;
  noQuery.parse(values);
  return undefined as S extends z.ZodType ? z.infer<S> : undefined;
}
