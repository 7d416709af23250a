import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { COMPONENT_SCHEMAS, isJsonObject, type JsonObject } from "./render-json-schema";

// A JSON Schema 2020-12 validator that knows the document's components, so a schema copied
// out of admin.yaml resolves its "#/components/schemas/..." references by those keys.
export function createDocumentAjv(document: JsonObject, { strict = false } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  const components =
    isJsonObject(document.components) && isJsonObject(document.components.schemas) ? document.components.schemas : {};
  for (const [name, schema] of Object.entries(components))
    ajv.addSchema(schema as JsonObject, `${COMPONENT_SCHEMAS}${name}`);
  return ajv;
}
