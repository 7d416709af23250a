import { z } from "zod";

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

const units: Record<string, string> = { string: "characters", array: "items", set: "items", file: "bytes" };
const formats: Record<string, string> = {
  email: "an email address",
  date: "a date (YYYY-MM-DD)",
  datetime: "a date and time",
  url: "a web address",
  uuid: "an id",
};

// A body of thousands of unknown keys gets an answer of a few lines, not one naming every key.
const NAMED_KEYS = 10;
const namedKeys = (keys: string[]) => {
  const named = keys.slice(0, NAMED_KEYS).map((key) => (key.length > 64 ? `${key.slice(0, 64)}…` : key));
  return keys.length > NAMED_KEYS ? `${named.join(", ")} and ${keys.length - NAMED_KEYS} more` : named.join(", ");
};

// Zod's issues as short phrases that read after the field's name ("Name is required"), for the API's
// `details` and the dashboard's forms alike; a schema's own message always wins.
export function humanIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? "is required"
        : `must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}`;
    case "too_small": {
      const limit = Number(issue.minimum);
      if (issue.origin === "string" && limit === 1) return "is required";
      if (issue.origin === "array" && limit === 1) return "needs at least one item";
      const unit = units[issue.origin] ?? "";
      return `must be at least ${limit}${unit ? ` ${unit}` : ""}`;
    }
    case "too_big": {
      const unit = units[issue.origin] ?? "";
      return `must be at most ${Number(issue.maximum)}${unit ? ` ${unit}` : ""}`;
    }
    case "invalid_format":
      return `must be ${formats[issue.format] ?? `in the ${issue.format} format`}`;
    case "invalid_value":
      return `must be one of ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `has unknown field${issue.keys.length > 1 ? "s" : ""} ${namedKeys(issue.keys)}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return undefined;
  }
}

z.config({ customError: humanIssue });
