import { z } from "zod";

type Issue = z.core.$ZodRawIssue;

const plural = (count: number | bigint, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

const FORMATS: Record<string, string> = {
  email: "Enter an email address such as name@example.com",
  url: "Enter a web address starting with https://",
  datetime: "Enter a date and time such as 2026-11-21T09:30:00Z",
  date: "Enter a date such as 2026-11-21",
  uuid: "Not a valid id",
  regex: "Not in the expected format",
};

function sizeMessage(issue: Extract<Issue, { code: "too_small" | "too_big" }>): string {
  const small = issue.code === "too_small";
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case "string":
      if (small && Number(limit) <= 1) return "Required: this cannot be empty";
      return small ? `At least ${plural(limit, "character", "characters")}` : `At most ${plural(limit, "character", "characters")}`;
    case "array":
    case "set":
      if (small && Number(limit) <= 1) return "Choose at least one";
      return small ? `Choose at least ${limit}` : `Choose at most ${limit}`;
    case "number":
    case "int":
    case "bigint":
      if (small) return inclusive ? `Must be ${limit} or more` : `Must be more than ${limit}`;
      return inclusive ? `Must be ${limit} or less` : `Must be less than ${limit}`;
    case "date":
      return small ? "Too early" : "Too late";
    default:
      return small ? "Too short" : "Too long";
  }
}

// Messages a person can act on, in place of zod's "Too small: expected string to have >=1 characters".
// Messages a schema states itself win over these; undefined leaves zod's own.
export function humanIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Required";
      return issue.expected === "number" || issue.expected === "int" ? "Enter a number" : `Expected ${issue.expected === "string" ? "text" : issue.expected}`;
    case "too_small":
    case "too_big":
      return sizeMessage(issue);
    case "invalid_format":
      return FORMATS[issue.format] ?? "Not in the expected format";
    case "invalid_value":
      return issue.values.length === 1 ? `Must be ${String(issue.values[0])}` : `Choose one of: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `Not a known field: ${issue.keys.join(", ")}`;
    case "not_multiple_of":
      return `Must be a multiple of ${issue.divisor}`;
    case "invalid_union":
      return "Not one of the accepted forms";
    default:
      return undefined;
  }
}

// Installed once for the process (server) or the page (browser); every zod schema reports through it.
z.config({ customError: humanIssue });
