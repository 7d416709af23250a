import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

describe("call status", () => {
  it("admin.yaml documents that canceled means nobody was rung, even when the carrier says completed", () => {
    const spec = parse(readFileSync("public/admin.yaml", "utf8"));
    const description: string = spec.components.schemas.Call.properties.status.description;
    expect(description).toContain("completed: a resident answered");
    expect(description).toMatch(
      /canceled: nobody was rung \(the visitor hung up at the prompt.*even when the carrier reports the call as completed/,
    );
  });
});
