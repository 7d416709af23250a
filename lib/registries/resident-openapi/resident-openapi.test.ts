import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createDocumentAjv } from "../../framework/openapi/create-document-ajv";
import { isJsonObject, type JsonObject } from "../../framework/openapi/render-json-schema";
import { baseUrl } from "../../testing/test-database";
import { residentOperations } from "../resident-operations";
import { readResidentYaml, readResidentYamlText } from "./read-resident-yaml";
import { renderResidentYaml } from "./render-resident-yaml";

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

describe("public/resident.yaml", () => {
  it("is exactly what the renderer makes of the resident operations registry now", () => {
    expect(
      readResidentYamlText(),
      "public/resident.yaml is out of date with lib/registries/resident-operations.ts: run `npm run openapi`",
    ).toBe(renderResidentYaml());
  });

  it("describes every resident operation once, with the roles it serves", () => {
    const paths = readResidentYaml().paths as Record<string, Record<string, JsonObject>>;
    for (const operation of residentOperations)
      expect(paths[operation.path]?.[operation.method]?.["x-roles"], `${operation.method} ${operation.path}`).toEqual([
        ...operation.auth.roles,
      ]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(readResidentYaml());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has only schemas that compile under strict JSON Schema 2020-12 with every reference resolved", () => {
    const document = readResidentYaml();
    const ajv = createDocumentAjv(document, { strict: true });
    const schemas = schemasIn(document);
    expect(schemas.length).toBeGreaterThan(residentOperations.length);
    for (const schema of schemas) expect(() => ajv.compile(schema), JSON.stringify(schema).slice(0, 200)).not.toThrow();
  });

  it("is served by the running server at /resident.yaml as YAML", async () => {
    const response = await fetch(`${baseUrl()}/resident.yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/yaml\b/);
    const text = await response.text();
    expect(parse(text)).toMatchObject({ openapi: "3.1.0", info: { title: "Gatehouse resident API" } });
    expect(text, "the server's build predates public/resident.yaml; rebuild").toBe(readResidentYamlText());
  });
});
