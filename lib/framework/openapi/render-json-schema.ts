import { isDeepStrictEqual } from "node:util";
import { z } from "zod";

export type JsonObject = { [key: string]: unknown };
export type SchemaRenderer = {
  render: (schema: z.ZodType, io: "input" | "output") => JsonObject;
  components: Record<string, JsonObject>;
};

export const COMPONENT_SCHEMAS = "#/components/schemas/";
const DEF_REF = /^#\/\$defs\/(.+)$/;
// zod spells its ISO-8601 regex out beside the format; the format says the same and keeps admin.yaml readable.
const FORMATS_WITH_PATTERN = new Set(["date-time", "date", "time", "duration"]);
// zod states the safe-integer range on every .int(); it is noise to a reader.
const SAFE_BOUNDS: Record<string, number> = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const decodePointer = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

// A Date leaves the server through JSON as an ISO-8601 string.
const renderDates: NonNullable<z.core.ToJSONSchemaParams["override"]> = ({ zodSchema, jsonSchema }) => {
  if (zodSchema._zod.def.type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
};

function tidy(value: unknown, componentName: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => tidy(item, componentName));
  if (!isJsonObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "$schema" || key === "$defs") continue;
    if (key === "pattern" && FORMATS_WITH_PATTERN.has(String(value.format))) continue;
    if (key in SAFE_BOUNDS && child === SAFE_BOUNDS[key]) continue;
    const defRef = key === "$ref" && typeof child === "string" ? child.match(DEF_REF) : null;
    result[key] = defRef ? COMPONENT_SCHEMAS + componentName(decodePointer(defRef[1])) : tidy(child, componentName);
  }
  return result;
}

// Renders zod schemas as JSON Schema 2020-12; schemas with .meta({id}) become shared components referenced by $ref.
export function createSchemaRenderer(): SchemaRenderer {
  const components: Record<string, JsonObject> = {};

  function render(schema: z.ZodType, io: "input" | "output"): JsonObject {
    const raw = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: renderDates,
    }) as JsonObject;
    const defs = isJsonObject(raw.$defs) ? raw.$defs : {};
    // An input form that differs from the output form of the same id is published as <id>Input.
    const renamed = new Set<string>();
    const nameOf = (id: string) => (renamed.has(id) ? `${id}Input` : id);
    for (;;) {
      const clashes = Object.keys(defs).filter((id) => {
        const existing = components[nameOf(id)];
        return existing && !isDeepStrictEqual(existing, tidy(defs[id], nameOf)) && !renamed.has(id);
      });
      if (!clashes.length) break;
      if (io === "output") throw new Error(`Two different schemas carry the id "${clashes[0]}"`);
      clashes.forEach((id) => renamed.add(id));
    }
    for (const id of Object.keys(defs)) {
      const rendered = tidy(defs[id], nameOf) as JsonObject;
      const existing = components[nameOf(id)];
      if (existing && !isDeepStrictEqual(existing, rendered))
        throw new Error(`Two different schemas carry the id "${nameOf(id)}"`);
      components[nameOf(id)] = rendered;
    }
    return tidy(raw, nameOf) as JsonObject;
  }

  return { render, components };
}

// The schema a $ref to a component stands for, so parameters can be read from it.
export function resolveComponent(schema: JsonObject, components: Record<string, JsonObject>): JsonObject {
  const ref =
    typeof schema.$ref === "string" && schema.$ref.startsWith(COMPONENT_SCHEMAS)
      ? schema.$ref.slice(COMPONENT_SCHEMAS.length)
      : null;
  return ref && components[ref] ? resolveComponent(components[ref], components) : schema;
}
