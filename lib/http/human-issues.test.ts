import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./human-issues";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("validation messages", () => {
  it("say what to do instead of zod's wording", () => {
    expect(messages(z.object({ name: z.string().min(1) }), { name: "" })).toEqual(["Required: this cannot be empty"]);
    expect(messages(z.object({ name: z.string() }), {})).toEqual(["Required"]);
    expect(messages(z.string().min(8), "short")).toEqual(["At least 8 characters"]);
    expect(messages(z.string().max(3), "long text")).toEqual(["At most 3 characters"]);
    expect(messages(z.number().int().min(1), 0)).toEqual(["Must be 1 or more"]);
    expect(messages(z.number().max(10), 11)).toEqual(["Must be 10 or less"]);
    expect(messages(z.number(), "ten")).toEqual(["Enter a number"]);
    expect(messages(z.email(), "nope")).toEqual(["Enter an email address such as name@example.com"]);
    expect(messages(z.enum(["owner", "staff"]), "boss")).toEqual(["Choose one of: owner, staff"]);
    expect(messages(z.object({}).strict(), { extra: 1 })).toEqual(["Not a known field: extra"]);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(["Choose at least one"]);
  });

  it("keeps a message the schema states itself", () => {
    expect(messages(z.string().regex(/^\+\d+$/, "an E.164 phone number such as +15005550006"), "555")).toEqual(["an E.164 phone number such as +15005550006"]);
    expect(messages(z.string().min(1, "Give the pass a name"), "")).toEqual(["Give the pass a name"]);
  });

  it("never leaves the raw wording in any message", () => {
    const all = [
      ...messages(z.object({ a: z.string().min(1), b: z.number().min(2), c: z.iso.datetime() }), { a: "", b: 1, c: "x" }),
    ];
    for (const message of all) expect(message).not.toMatch(/Too small|expected string to have|Invalid/);
  });
});
