import type { z } from "zod";
import { AdminApiError } from "@/lib/admin-client/admin-api-error";

export type FieldErrors = Record<string, string>;

// "serialNumber" reads "Serial number", "propertyId" reads "Property".
const labelOf = (field: string) => {
  const words = field
    .replace(/Ids?$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// A sentence for the user: "Name is required", "Phone must be an E.164 phone number such as +15005550006".
export function humanIssue(field: string, issue: string): string {
  if (field === "form" || field.startsWith("(")) return issue.charAt(0).toUpperCase() + issue.slice(1);
  if (/^(is|are|must|has|needs|lists|send) /.test(issue)) return `${labelOf(field)} ${issue}`;
  if (/^(a|an) /.test(issue)) return `${labelOf(field)} must be ${issue}`;
  return `${labelOf(field)}: ${issue}`;
}

// The same zod schema the route validates with, run before sending: issues keyed by their top-level field.
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= humanIssue(field, issue.message);
  }
  return { data: null, errors };
}

// The API's field errors, keyed the same way, so the form shows them beside the fields.
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError)) return {};
  return Object.fromEntries(
    error.details.map((detail) => {
      const field = detail.field.split(".")[0];
      return [field, humanIssue(field, detail.issue)];
    }),
  );
}

// Empty inputs are absent (or null where the API allows clearing), not empty strings.
export const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());
export const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());
