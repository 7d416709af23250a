import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { baseUrl } from "../../testing/test-database";
import { adminOperations } from "../admin-operations";
import { createDocumentAjv } from "../../framework/openapi/create-document-ajv";
import { readAdminYaml, readAdminYamlText } from "./read-admin-yaml";
import { renderAdminYaml } from "./render-admin-yaml";
import { isJsonObject, type JsonObject } from "../../framework/openapi/render-json-schema";

// Every schema object in the document: component schemas and those inline in parameters, bodies and responses.
function schemasIn(value: unknown, found: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) value.forEach((item) => schemasIn(item, found));
  if (!isJsonObject(value)) return found;
  for (const [key, child] of Object.entries(value)) {
    if (key === "schema" && isJsonObject(child)) found.push(child);
    else if (key === "schemas" && isJsonObject(child)) found.push(...Object.values(child).filter(isJsonObject));
    else schemasIn(child, found);
  }
  return found;
}

describe("public/admin.yaml", () => {
  it("is exactly what the renderer makes of the admin operations registry now", () => {
    expect(
      readAdminYamlText(),
      "public/admin.yaml is out of date with lib/registries/admin-operations.ts: run `npm run openapi`",
    ).toBe(renderAdminYaml());
  });

  it("describes every admin operation once, with its scope", () => {
    const paths = readAdminYaml().paths as Record<string, Record<string, JsonObject>>;
    for (const operation of adminOperations) {
      expect(
        paths[operation.path]?.[operation.method]?.["x-required-scope"],
        `${operation.method} ${operation.path}`,
      ).toBe(operation.scope);
    }
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(readAdminYaml());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("fails that validation when it is broken, so the check above means something", async () => {
    const broken = readAdminYaml();
    broken.paths = { "/api/admin/properties": { get: { responses: "none" } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("has only schemas that compile under strict JSON Schema 2020-12 with every reference resolved", () => {
    const document = readAdminYaml();
    const ajv = createDocumentAjv(document, { strict: true });
    const schemas = schemasIn(document);
    expect(schemas.length).toBeGreaterThan(adminOperations.length);
    for (const schema of schemas) expect(() => ajv.compile(schema), JSON.stringify(schema).slice(0, 200)).not.toThrow();
  });

  it("is served by the running server at /admin.yaml as YAML", async () => {
    const response = await fetch(`${baseUrl()}/admin.yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/yaml\b/);
    const text = await response.text();
    expect(parse(text)).toMatchObject({ openapi: "3.1.0", info: { title: "Gatehouse admin API" } });
    expect(text, "the server's build predates public/admin.yaml; rebuild").toBe(readAdminYamlText());
  });
});
