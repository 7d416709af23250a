import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./human-issues";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("validation messages", () => {
  it("read after the field's name instead of zod's wording", () => {
    expect(messages(z.object({ name: z.string().min(1) }), { name: "" })).toEqual(["is required"]);
    expect(messages(z.object({ name: z.string() }), {})).toEqual(["is required"]);
    expect(messages(z.string().min(8), "short")).toEqual(["must be at least 8 characters"]);
    expect(messages(z.string().max(3), "long text")).toEqual(["must be at most 3 characters"]);
    expect(messages(z.number().int().min(1), 0)).toEqual(["must be at least 1"]);
    expect(messages(z.number(), "ten")).toEqual(["must be a number"]);
    expect(messages(z.email(), "nope")).toEqual(["must be an email address"]);
    expect(messages(z.enum(["owner", "staff"]), "boss")).toEqual(["must be one of owner, staff"]);
    expect(messages(z.object({}).strict(), { extra: 1 })).toEqual(["has unknown field extra"]);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(["needs at least one item"]);
  });

  it("names ten unknown fields, each cut to 64 characters, and counts the rest", () => {
    const body = Object.fromEntries(Array.from({ length: 70_000 }, (_, i) => [`k${i}`, 1]));
    expect(messages(z.object({}).strict(), body)).toEqual([
      "has unknown fields k0, k1, k2, k3, k4, k5, k6, k7, k8, k9 and 69990 more",
    ]);
    expect(messages(z.object({}).strict(), { ["x".repeat(100)]: 1 })).toEqual([`has unknown field ${"x".repeat(64)}…`]);
  });

  it("keeps a message the schema states itself", () => {
    expect(messages(z.string().regex(/^\+\d+$/, "an E.164 phone number such as +15005550006"), "555")).toEqual([
      "an E.164 phone number such as +15005550006",
    ]);
    expect(messages(z.string().min(1, "Give the pass a name"), "")).toEqual(["Give the pass a name"]);
  });

  it("never leaves the raw wording in any message", () => {
    const all = messages(z.object({ a: z.string().min(1), b: z.number().min(2), c: z.iso.datetime() }), {
      a: "",
      b: 1,
      c: "x",
    });
    for (const message of all) expect(message).not.toMatch(/Too small|expected string to have|Invalid/);
  });
});
