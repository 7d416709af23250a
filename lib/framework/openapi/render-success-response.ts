import type { AdminOperation } from "../admin-operation";
import type { JsonObject, SchemaRenderer } from "./render-json-schema";
import { headerRefs, RATE_LIMIT_HEADERS } from "./response-headers";
import { isCsvList } from "../wants-csv";

const CSV_NOTE =
  " With `Accept: text/csv`: the whole list under the same filters as CSV, one column per field of the item, a header row first (paging ignored).";

const count = { type: "integer", minimum: 0 };

export const nextCursor = {
  type: ["string", "null"],
  description: "pass as `cursor` for the next page; null on the last page",
};

// Shape A: {"<key>": [item...], total, limit, offset, nextCursor}.
const pageSchema = (key: string, item: JsonObject): JsonObject => ({
  type: "object",
  properties: {
    [key]: { type: "array", items: item },
    total: count,
    limit: { type: "integer", minimum: 1 },
    offset: count,
    nextCursor,
  },
  required: [key, "total", "limit", "offset", "nextCursor"],
  additionalProperties: false,
});

// Shape B: {"data": {"<key>": item or [item...]}, "meta": {"total": n, ...}}; meta may carry more, such as the window of a report.
export const envelopeSchema = (key: string, item: JsonObject, list: boolean): JsonObject => ({
  type: "object",
  properties: {
    data: {
      type: "object",
      properties: { [key]: list ? { type: "array", items: item } : item },
      required: [key],
      additionalProperties: false,
    },
    meta: { type: "object", properties: { total: count }, required: ["total"] },
  },
  required: ["data", "meta"],
  additionalProperties: false,
});

export function renderSuccessResponse(operation: AdminOperation, renderer: SchemaRenderer): [string, JsonObject] {
  const { response } = operation;
  if (response.status === 204) {
    const headers = ["X-Request-Id", ...RATE_LIMIT_HEADERS, ...(operation.method === "delete" ? ["X-Deletion"] : [])];
    return ["204", { description: "Done; no body.", headers: headerRefs(...headers) }];
  }
  const item = renderer.render(response.item, "output");
  const schema =
    response.shape === "A"
      ? pageSchema(response.key, item)
      : envelopeSchema(response.key, item, response.list ?? false);
  const what =
    response.shape === "A"
      ? `Shape A: a page of \`${response.key}\`.`
      : `Shape B: \`data.${response.key}\`${response.list ? ", a list" : ""}.`;
  const csv = isCsvList(operation);
  return [
    String(response.status),
    {
      description: `${response.status === 201 ? "Created" : "OK"}. ${what}${csv ? CSV_NOTE : ""}`,
      headers: headerRefs("X-Request-Id", ...RATE_LIMIT_HEADERS),
      content: { "application/json": { schema }, ...(csv ? { "text/csv": { schema: { type: "string" } } } : {}) },
    },
  ];
}
