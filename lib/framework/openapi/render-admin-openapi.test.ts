import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminOperation, type AdminOperation } from "../admin-operation";
import { idParams, listQuery, timestamp } from "../common-schemas";
import { renderAdminOpenApi } from "./render-admin-openapi";
import { operationIdOf } from "./render-operation";
import type { JsonObject } from "./render-json-schema";

const widget = z
  .object({
    id: z.string(),
    label: z.string().nullable(),
    seenAt: timestamp.nullable(),
    madeAt: z.date(),
    size: z.number().int(),
  })
  .meta({ id: "RenderTestWidget" });
const widgetBody = z
  .object({ label: z.string().min(1), size: z.number().int().default(1), note: z.string().optional() })
  .strict();

const operations = [
  adminOperation({
    method: "get",
    path: "/api/admin/widgets",
    resource: "devices",
    summary: "List widgets",
    scope: "devices:read",
    query: listQuery({ q: z.string().optional().describe("matches the label") }),
    response: { status: 200, shape: "A", key: "widgets", item: widget },
    example: () => ({}),
  }),
  adminOperation({
    method: "post",
    path: "/api/admin/widgets",
    resource: "devices",
    summary: "Create a widget",
    scope: "devices:write",
    body: widgetBody,
    response: { status: 201, shape: "B", key: "widget", item: widget },
    errors: ["CONFLICT"],
    example: () => ({}),
  }),
  adminOperation({
    method: "delete",
    path: "/api/admin/widgets/{id}",
    resource: "devices",
    summary: "Delete a widget",
    description: "Gone for good.",
    scope: "devices:write",
    params: idParams,
    response: { status: 204 },
    example: () => ({}),
  }),
] as AdminOperation[];

const document = renderAdminOpenApi(operations);
const paths = document.paths as Record<string, Record<string, JsonObject>>;
const components = document.components as Record<string, Record<string, JsonObject>>;
const at = (value: unknown, ...keys: string[]): JsonObject =>
  keys.reduce((node, key) => (node as JsonObject)[key], value) as JsonObject;

describe("renderAdminOpenApi", () => {
  it("states each operation's scope in x-required-scope and in its description", () => {
    const remove = paths["/api/admin/widgets/{id}"].delete;
    expect(remove).toMatchObject({
      operationId: "deleteWidget",
      tags: ["devices"],
      "x-required-scope": "devices:write",
    });
    expect(remove.description).toBe("Gone for good.\n\nRequires the scope `devices:write`.");
  });

  it("names operations after method and path, as client generators expect", () => {
    const idOf = (
      method: AdminOperation["method"],
      path: `/api/admin/${string}`,
      response: AdminOperation["response"],
    ) => operationIdOf({ ...operations[0], method, path, response });
    const item = { status: 200, shape: "B", key: "thing", item: widget } as const;
    expect(idOf("get", "/api/admin/properties", { status: 200, shape: "A", key: "properties", item: widget })).toBe(
      "listProperties",
    );
    expect(idOf("get", "/api/admin/api-keys", { ...item, list: true })).toBe("listApiKeys");
    expect(idOf("post", "/api/admin/api-keys", { ...item, status: 201 })).toBe("createApiKey");
    expect(idOf("patch", "/api/admin/properties/{id}", item)).toBe("updateProperty");
    expect(idOf("post", "/api/admin/devices/{id}/unlock", { ...item, status: 201 })).toBe("unlockDevice");
    expect(idOf("get", "/api/admin/stats", item)).toBe("getStats");
  });

  it("shares schemas with a .meta id as components and renders timestamps, dates and nullables as JSON Schema 2020-12", () => {
    expect(components.schemas.RenderTestWidget).toEqual({
      type: "object",
      properties: {
        id: { type: "string" },
        label: { type: ["string", "null"] },
        seenAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
        madeAt: { type: "string", format: "date-time" },
        size: { type: "integer" },
      },
      required: ["id", "label", "seenAt", "madeAt", "size"],
      additionalProperties: false,
    });
  });

  it("renders a request body in its input form: defaults and optionals not required, .strict() closed", () => {
    expect(at(paths["/api/admin/widgets"].post, "requestBody", "content", "application/json", "schema")).toEqual({
      type: "object",
      properties: {
        label: { type: "string", minLength: 1 },
        size: { default: 1, type: "integer" },
        note: { type: "string" },
      },
      required: ["label"],
      additionalProperties: false,
    });
  });

  it("turns the query schema into query parameters and {id} into a path parameter", () => {
    expect(paths["/api/admin/widgets"].get.parameters).toEqual([
      {
        name: "limit",
        in: "query",
        required: false,
        schema: { default: 50, type: "integer", minimum: 1, maximum: 200 },
      },
      { name: "offset", in: "query", required: false, schema: { default: 0, type: "integer", minimum: 0 } },
      {
        name: "cursor",
        in: "query",
        description: expect.stringContaining("nextCursor"),
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 512 },
      },
      { name: "q", in: "query", description: "matches the label", required: false, schema: { type: "string" } },
      { $ref: "#/components/parameters/AdminEnv" },
    ]);
    expect(paths["/api/admin/widgets/{id}"].delete.parameters).toContainEqual({
      name: "id",
      in: "path",
      required: true,
      schema: { type: "string", minLength: 1, maxLength: 64 },
    });
  });

  it("describes shape A, shape B with 201, and 204 with X-Deletion", () => {
    const page = at(paths["/api/admin/widgets"].get.responses, "200", "content", "application/json", "schema");
    expect(page.required).toEqual(["widgets", "total", "limit", "offset", "nextCursor"]);
    expect(at(page, "properties", "widgets")).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/RenderTestWidget" },
    });
    const created = at(paths["/api/admin/widgets"].post.responses, "201", "content", "application/json", "schema");
    expect(at(created, "properties", "data", "properties", "widget")).toEqual({
      $ref: "#/components/schemas/RenderTestWidget",
    });
    expect(at(created, "properties", "meta", "required")).toEqual(["total"]);
    const deleted = at(paths["/api/admin/widgets/{id}"].delete.responses, "204");
    expect(deleted.content).toBeUndefined();
    expect(Object.keys(at(deleted, "headers"))).toEqual([
      "X-Request-Id",
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
      "X-Deletion",
    ]);
  });

  it("lists the errors that apply: 404 only with an {id}, 413 and 415 only with a body, op.errors, 429 with Retry-After", () => {
    const statuses = (method: string, path: string) => Object.keys(at(paths[path][method], "responses"));
    expect(statuses("get", "/api/admin/widgets")).toEqual(["200", "400", "401", "403", "429", "502", "default"]);
    expect(statuses("post", "/api/admin/widgets")).toEqual([
      "201",
      "400",
      "401",
      "403",
      "409",
      "413",
      "415",
      "429",
      "502",
      "default",
    ]);
    expect(statuses("delete", "/api/admin/widgets/{id}")).toEqual([
      "204",
      "400",
      "401",
      "403",
      "404",
      "429",
      "502",
      "default",
    ]);
    expect(at(paths["/api/admin/widgets"].get.responses, "403")).toEqual({
      $ref: "#/components/responses/ForbiddenOrInsufficientScope",
    });
    expect(Object.keys(at(components.responses.RateLimited, "headers"))).toContain("Retry-After");
    expect(at(components.responses.Conflict, "content", "application/json", "schema", "allOf")).toEqual([
      { $ref: "#/components/schemas/Error" },
      { type: "object", properties: { error: { type: "object", properties: { code: { enum: ["CONFLICT"] } } } } },
    ]);
  });

  it("publishes an input form that differs from the output form of the same id as <id>Input", () => {
    const tagged = z.object({ name: z.string(), color: z.string().default("red") }).meta({ id: "RenderTestTagged" });
    const rendered = renderAdminOpenApi([
      adminOperation({
        method: "post",
        path: "/api/admin/tagged",
        resource: "units",
        summary: "Tag",
        scope: "units:write",
        body: z.object({ tag: tagged }),
        response: { status: 201, shape: "B", key: "tag", item: tagged },
        example: () => ({}),
      }),
    ] as AdminOperation[]);
    const schemas = at(rendered, "components", "schemas");
    expect(at(schemas, "RenderTestTagged", "required")).toEqual(["name", "color"]);
    expect(at(schemas, "RenderTestTaggedInput", "required")).toEqual(["name"]);
  });
});
