import { lint, lintFromString, loadConfig } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { ADMIN_YAML_PATH } from "./admin-openapi/render-admin-yaml";
import { RESIDENT_YAML_PATH } from "./resident-openapi/render-resident-yaml";

// Redocly's recommended ruleset, as redocly.yaml sets it (each rule turned off there says why).
const config = () => loadConfig({ configPath: "redocly.yaml" });

type Problem = Awaited<ReturnType<typeof lint>>[number];
const said = (problem: Problem) =>
  `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`;

describe.each([ADMIN_YAML_PATH, RESIDENT_YAML_PATH])("%s under Redocly's recommended rules", (path) => {
  it("has no errors and no warnings", async () => {
    const problems = await lint({ ref: path, config: await config() });
    expect(problems.map(said)).toEqual([]);
  });
});

describe("the Redocly check", () => {
  it("fails a document that breaks a recommended rule, so the check above means something", async () => {
    const source = [
      "openapi: 3.1.0",
      "info: { title: Broken, version: '1' }",
      "paths:",
      "  /things/{id}:",
      "    get:",
      "      responses: { '200': { description: OK } }",
    ].join("\n");
    const problems = await lintFromString({ source, absoluteRef: "broken.yaml", config: await config() });
    expect(problems.filter((problem) => problem.severity === "error").map((problem) => problem.ruleId)).toContain(
      "path-parameters-defined",
    );
  });
});
