import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import "./human-issues";
import { pagingSchema } from "./parse-paging";

const parsePaging = (params: URLSearchParams) => pagingSchema.parse(Object.fromEntries(params));

describe("pagingSchema", () => {
  it("defaults to limit 50, offset 0", () => {
    expect(parsePaging(new URLSearchParams())).toEqual({ limit: 50, offset: 0 });
  });

  it("accepts limits up to 200", () => {
    expect(parsePaging(new URLSearchParams("limit=200&offset=400"))).toEqual({ limit: 200, offset: 400 });
  });

  it.each([
    "limit=201",
    "limit=0",
    "limit=abc",
    "offset=-1",
    "limit=2.5",
    "limit=",
    "offset=",
    "limit=0x10",
    "offset=1e2",
    "offset=+5",
    "limit=%205",
    "offset=1234567890123456",
  ])("refuses %s", (query) => {
    expect(() => parsePaging(new URLSearchParams(query))).toThrow(ZodError);
  });

  // An issue reads after its field's name, as every other does ("limit must be at most 200").
  it("says what is wrong without naming the field again", () => {
    const issues = pagingSchema.safeParse({ limit: "201" }).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[["limit"], "must be at most 200"]]);
    const hex = pagingSchema.safeParse({ offset: "0x10" }).error?.issues;
    expect(hex?.map((issue) => [issue.path, issue.message])).toEqual([[["offset"], "must be a whole number"]]);
  });
});
