import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createExampleIds } from "../testing/admin-fixtures";
import { createTestKey } from "../testing/admin-client";
import { callOperation, operationName } from "../testing/call-operation";
import type { AdminOperation } from "../framework/admin-operation";
import { adminOperations } from "./admin-operations";

const takesTenantId = (schema: z.ZodType | undefined) =>
  schema !== undefined &&
  "tenantId" in
    ((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }).properties as object | undefined) ?? {});

const isList = (operation: AdminOperation) =>
  operation.method === "get" &&
  operation.response.status === 200 &&
  (operation.response.shape === "A" || operation.response.list === true);

const lists = adminOperations.filter((operation) => isList(operation) && takesTenantId(operation.query));
const creates = adminOperations.filter(
  (operation) => operation.method === "post" && operation.response.status === 201 && takesTenantId(operation.body),
);

describe("one tenant resolver over the whole operation registry", () => {
  it("finds the lists and creates that name a tenant", () => {
    expect(lists.map(operationName)).toEqual(
      expect.arrayContaining(["GET /api/admin/properties", "GET /api/admin/users", "GET /api/admin/api-keys"]),
    );
    expect(creates.map(operationName)).toEqual(
      expect.arrayContaining(["POST /api/admin/properties", "POST /api/admin/users", "POST /api/admin/api-keys"]),
    );
  });

  for (const operation of lists) {
    it(`${operationName(operation)} with another tenant's tenantId is an empty page`, async () => {
      const [mine, theirs] = await Promise.all([createExampleIds(), createExampleIds()]);
      const { key } = await createTestKey(mine.tenantId);
      const example = operation.example(mine);
      const response = await callOperation(operation, key, { ...example, query: { tenantId: theirs.tenantId } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { response: shape } = operation;
      if (shape.status === 204) throw new Error("a list answers 200");
      const page =
        shape.shape === "A"
          ? { items: response.body[shape.key], total: response.body.total }
          : { items: response.body.data[shape.key], total: response.body.meta.total };
      expect(page).toEqual({ items: [], total: 0 });
    });
  }

  for (const operation of creates) {
    it(`${operationName(operation)} in a missing tenant is 404`, async () => {
      const ids = await createExampleIds();
      const { key } = await createTestKey(null);
      const example = operation.example(ids);
      const response = await callOperation(operation, key, example, {
        body: { ...(example.body as object), tenantId: randomUUID() },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(404);
      expect(response.body.error.code).toBe("NOT_FOUND");
    });
  }
});
