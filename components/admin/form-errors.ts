import type { z } from "zod";
import { AdminApiError } from "@/lib/admin-client/admin-api-error";

export type FieldErrors = Record<string, string>;

// The same zod schema the route validates with, run before sending: issues keyed by their top-level field.
export function validate<S extends z.ZodType>(schema: S, value: unknown): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

// The API's field errors, keyed the same way, so the form shows them beside the fields.
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError)) return {};
  return Object.fromEntries(error.details.map((detail) => [detail.field.split(".")[0], detail.issue]));
}

// Empty inputs are absent (or null where the API allows clearing), not empty strings.
export const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());
export const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());
