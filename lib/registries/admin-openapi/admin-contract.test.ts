import { describe, expect, it } from "vitest";
import type { AdminOperation, OperationExample } from "../../framework/admin-operation";
import { adminOperations } from "../admin-operations";
import { getPropertyOperation as getProperty } from "../../properties/property-operations";
import { adminFetch, createTestKey } from "../../testing/admin-client";
import { createExampleIds } from "../../testing/admin-fixtures";
import { uniqueSuffix } from "../../testing/test-database";
import { createDocumentAjv } from "../../framework/openapi/create-document-ajv";
import { readAdminYaml } from "./read-admin-yaml";
import { isJsonObject, type JsonObject } from "../../framework/openapi/render-json-schema";

// The contract is admin.yaml itself: answers are checked against its schemas, not against the zod schemas behind them.
const document = readAdminYaml();
const ajv = createDocumentAjv(document);
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce((node, key) => (isJsonObject(node) ? node[key] : undefined), value);

function responseOf(operation: AdminOperation, status: number): JsonObject {
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const responses = paths[operation.path]?.[operation.method]?.responses;
  const response = isJsonObject(responses) ? responses[String(status)] : undefined;
  if (!isJsonObject(response))
    throw new Error(`admin.yaml has no ${status} answer for ${operation.method.toUpperCase()} ${operation.path}`);
  const shared =
    typeof response.$ref === "string" ? response.$ref.match(/^#\/components\/responses\/(.+)$/)?.[1] : undefined;
  return shared
    ? ((document.components as Record<string, Record<string, JsonObject>>).responses[shared] ?? {})
    : response;
}

function expectMatches(schema: unknown, body: unknown, what: string): void {
  const validate = ajv.compile(schema as JsonObject);
  expect(
    validate(body),
    `${what}: ${ajv.errorsText(validate.errors, { separator: "\n" })}\n${JSON.stringify(body).slice(0, 2000)}`,
  ).toBe(true);
}

const expectError = (operation: AdminOperation, status: number, body: unknown, what: string) => {
  expectMatches({ $ref: "#/components/schemas/Error" }, body, `${what} (Error schema)`);
  expectMatches(
    at(responseOf(operation, status), "content", "application/json", "schema"),
    body,
    `${what} (documented ${status})`,
  );
};

function urlOf(operation: AdminOperation, example: OperationExample): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = example.params?.[name];
    if (value === undefined)
      throw new Error(`The example of ${operation.method.toUpperCase()} ${operation.path} gives no {${name}}`);
    return encodeURIComponent(value);
  });
  return example.query ? `${path}?${new URLSearchParams(example.query)}` : path;
}

async function send(operation: AdminOperation, key: string | null, example: OperationExample) {
  const headers: Record<string, string> = operation.rawBody ? { "content-type": operation.rawBody.contentType } : {};
  return adminFetch(key, operation.method.toUpperCase(), urlOf(operation, example), example.body, headers);
}

describe("the admin API answers as admin.yaml says", () => {
  it("has operations to check", () => {
    expect(adminOperations.length).toBeGreaterThan(0);
  });

  it("would notice an answer that does not fit: the check follows $refs into components", async () => {
    const ids = await createExampleIds();
    const { key } = await createTestKey(null);
    const answer = await adminFetch(key, "GET", `/api/admin/properties/${ids.propertyId}`);
    const schema = at(responseOf(getProperty, 200), "content", "application/json", "schema");
    expect(ajv.compile(schema as JsonObject)(answer.body)).toBe(true);
    const altered = structuredClone(document);
    (at(altered, "components", "schemas", "Property", "properties", "name") as JsonObject).type = "integer";
    expect(createDocumentAjv(altered).compile(schema as JsonObject)(answer.body)).toBe(false);
  });

  for (const operation of adminOperations) {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    describe(name, () => {
      it(`answers its example with ${operation.response.status} and a body that fits the documented schema`, async () => {
        const ids = await createExampleIds();
        const { key } = await createTestKey(null);
        const answer = await send(operation, key, operation.example(ids));
        expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(operation.response.status);
        expect(answer.headers.get("x-request-id")).toBeTruthy();
        expect(answer.headers.get("ratelimit-limit")).toMatch(/^\d+$/);
        const documented = responseOf(operation, answer.status);
        if (answer.status === 204) {
          expect(answer.body).toBeNull();
          if (operation.method === "delete")
            expect(at(document, "components", "headers", "X-Deletion", "schema", "enum")).toContain(
              answer.headers.get("x-deletion"),
            );
          return;
        }
        expectMatches(at(documented, "content", "application/json", "schema"), answer.body, name);
      });

      it("answers 401 in the error shape without Authorization", async () => {
        const ids = await createExampleIds();
        const answer = await send(operation, null, operation.example(ids));
        expect(answer.status).toBe(401);
        expectError(operation, 401, answer.body, `${name} without Authorization`);
      });

      if (operation.path.includes("{id}")) {
        it("answers 404 in the error shape for an unknown id", async () => {
          const ids = await createExampleIds();
          const { key } = await createTestKey(null);
          const example = operation.example(ids);
          const answer = await send(operation, key, {
            ...example,
            params: { ...example.params, id: `missing-${uniqueSuffix()}` },
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(404);
          expectError(operation, 404, answer.body, `${name} with an unknown id`);
        });
      }
    });
  }
});
