import { describe, expect, it } from "vitest";
import type { OperationExample } from "../framework/admin-operation";
import { MAX_LIMIT } from "../http/parse-paging";
import { createExampleIds } from "../testing/admin-fixtures";
import { createTestKey } from "../testing/admin-client";
import { callOperation, operationName } from "../testing/call-operation";
import { auditEntriesBy, snapshotTenant } from "../testing/snapshot-tenant";
import { adminOperations } from "./admin-operations";

// A value of another JSON type than the one given.
function wrongType(value: unknown): unknown {
  if (typeof value === "string") return 12345;
  if (typeof value === "number" || typeof value === "boolean") return "not-the-right-type";
  if (Array.isArray(value)) return "not-an-array";
  return 42;
}

type Case = {
  name: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  status: number;
  code: string;
};

function casesFor(example: OperationExample, hasBody: boolean, isList: boolean): Case[] {
  const cases: Case[] = [];
  if (hasBody) {
    const body = (example.body ?? {}) as Record<string, unknown>;
    const [field, value] = Object.entries(body)[0] ?? ["name", "x"];
    cases.push(
      { name: "malformed JSON", body: '{"name": "unterminated', status: 400, code: "VALIDATION_ERROR" },
      {
        name: `wrong type for ${field}`,
        body: { ...body, [field]: wrongType(value) },
        status: 400,
        code: "VALIDATION_ERROR",
      },
      { name: "an unknown field", body: { ...body, unexpectedField: true }, status: 400, code: "VALIDATION_ERROR" },
      { name: "a JSON array instead of an object", body: [body], status: 400, code: "VALIDATION_ERROR" },
      {
        name: "a body over 1 MiB",
        body: { ...body, padding: "x".repeat(1024 * 1024 + 10) },
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      },
      {
        name: "a wrong content type",
        body: JSON.stringify(body),
        headers: { "content-type": "text/plain" },
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
      },
    );
  }
  if (isList) {
    cases.push(
      {
        name: `limit over ${MAX_LIMIT}`,
        query: { ...example.query, limit: String(MAX_LIMIT + 1) },
        status: 400,
        code: "VALIDATION_ERROR",
      },
      { name: "a negative offset", query: { ...example.query, offset: "-5" }, status: 400, code: "VALIDATION_ERROR" },
    );
  }
  cases.push({
    name: "an unknown query parameter",
    query: { ...example.query, bogus: "1" },
    status: 400,
    code: "VALIDATION_ERROR",
  });
  if (example.params) cases.push({ name: "an over-long id", status: 400, code: "VALIDATION_ERROR" });
  return cases;
}

describe("bad input matrix: every admin route answers the documented 4xx and changes nothing", () => {
  for (const operation of adminOperations) {
    const probe = operation.example({
      tenantId: "t",
      propertyId: "p",
      unitId: "u",
      vacantUnitId: "v",
      userId: "s",
      invitedUserId: "i",
      deviceId: "d",
      callId: "c",
      guestPassId: "g",
      apiKeyId: "k",
      webhookEndpointId: "w",
      webhookDeliveryId: "wd",
    });
    const isList = "limit" in ((operation.query as { shape?: object } | undefined)?.shape ?? {});
    for (const bad of casesFor(probe, Boolean(operation.body), isList)) {
      it(`${operationName(operation)}: ${bad.name} -> ${bad.status}`, async () => {
        const ids = await createExampleIds();
        const created = await createTestKey(null);
        const example = operation.example(ids);
        const request = {
          ...example,
          ...(bad.query ? { query: bad.query } : {}),
          ...(bad.name === "an over-long id"
            ? { params: Object.fromEntries(Object.keys(example.params ?? {}).map((k) => [k, "x".repeat(65)])) }
            : {}),
        };
        const before = await snapshotTenant(ids.tenantId);
        const overrides = "body" in bad ? { body: bad.body, headers: bad.headers } : { headers: bad.headers };
        const response = await callOperation(operation, created.key, request, overrides);
        expect(response.status, JSON.stringify(response.body)).toBe(bad.status);
        expect(response.body.error.code).toBe(bad.code);
        expect(typeof response.body.error.message).toBe("string");
        expect(await snapshotTenant(ids.tenantId)).toEqual(before);
        expect(await auditEntriesBy(created.id)).toBe(0);
      });
    }
  }
});
