import type { z } from "zod";
import { isJsonObject, resolveComponent, type JsonObject, type SchemaRenderer } from "./render-json-schema";

// One parameter per property of an object schema; its description moves up to the parameter where readers look for it.
function parametersOf(schema: JsonObject | null, where: "path" | "query", names?: string[]): JsonObject[] {
  const properties = schema && isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(schema && Array.isArray(schema.required) ? schema.required : []);
  return (names ?? Object.keys(properties)).map((name) => {
    const { description, ...property } = isJsonObject(properties[name]) ? properties[name] : { type: "string" };
    return {
      name,
      in: where,
      ...(typeof description === "string" ? { description } : {}),
      required: where === "path" || required.has(name),
      schema: property,
    };
  });
}

// Path parameters follow the {names} of the path, whether or not a params schema describes them.
export function renderParameters(
  operation: { path: string; params?: z.ZodType; query?: z.ZodType },
  renderer: SchemaRenderer,
): JsonObject[] {
  const input = (schema: z.ZodType | undefined) =>
    schema ? resolveComponent(renderer.render(schema, "input"), renderer.components) : null;
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return [
    ...parametersOf(input(operation.params), "path", pathNames),
    ...parametersOf(input(operation.query), "query"),
  ];
}
