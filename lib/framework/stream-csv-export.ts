import { z } from "zod";
import type { AdminOperation } from "./admin-operation";
import { csvRow } from "../http/format-csv";
import { log } from "../http/log";
import { MAX_LIMIT } from "../http/parse-paging";

type Query = Record<string, unknown> | undefined;
type Page = { rows: Record<string, unknown>[]; nextCursor: string | null };

// The columns of a list: its item schema's fields, in order, or the first row's when the schema is not an object.
function columnsOf(spec: AdminOperation, first: Record<string, unknown> | undefined): string[] {
  const item = spec.response.status === 204 ? undefined : spec.response.item;
  if (item instanceof z.ZodObject) return Object.keys(item.shape);
  return first ? Object.keys(first) : [];
}

// The rows and next cursor of one answer: shape A at the top level, a shape B list under data and meta.
async function readPage(key: string, response: Response): Promise<Page> {
  const body = (await response.json()) as Record<string, unknown> & {
    data?: Record<string, unknown>;
    meta?: { nextCursor?: string | null };
    nextCursor?: string | null;
  };
  const rows = (body.data ? body.data[key] : body[key]) ?? [];
  return { rows: rows as Page["rows"], nextCursor: body.nextCursor ?? body.meta?.nextCursor ?? null };
}

// The whole filtered list as CSV, read page by page through the list's own handler and keyset cursor, each page
// written before the next is asked for, so the export's memory is one page whatever its length.
export async function streamCsvExport(
  spec: AdminOperation,
  query: Query,
  list: (query: Query) => Promise<Response>,
  requestId: string,
): Promise<Response> {
  const key = spec.response.status === 204 ? "" : spec.response.key;
  // A list with the common paging (listQuery) is read in the largest pages, from the start, by cursor, and without
  // its total (readKeysetPage), which would otherwise count the whole filtered list again for every page.
  const paged = !!query && "limit" in query;
  const pageQuery = (cursor?: string) =>
    paged ? { ...query, limit: MAX_LIMIT, offset: 0, cursor, withoutTotal: true } : query;
  const firstResponse = await list(pageQuery());
  // An error (a bad filter, a missing parent) answers as JSON, as it would without the Accept header.
  if (!firstResponse.ok || !firstResponse.headers.get("content-type")?.includes("json")) return firstResponse;
  const first = await readPage(key, firstResponse);
  const columns = columnsOf(spec, first.rows[0]);
  const encoder = new TextEncoder();
  const encode = (rows: Record<string, unknown>[]) =>
    encoder.encode(rows.map((row) => csvRow(columns.map((column) => row[column]))).join(""));
  // Without paging there is only the one answer; a cursor that does not move ends the export rather than repeating a page.
  let next = paged ? first.nextCursor : null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRow(columns)));
      if (first.rows.length) controller.enqueue(encode(first.rows));
      if (!next) controller.close();
    },
    async pull(controller) {
      try {
        const response = await list(pageQuery(next ?? undefined));
        if (!response.ok) throw new Error(`a later page answered ${response.status}`);
        const page = await readPage(key, response);
        if (page.rows.length) controller.enqueue(encode(page.rows));
        next = page.nextCursor === next ? null : page.nextCursor;
        if (!next) controller.close();
      } catch (error) {
        log.error("csv export failed", {
          requestId,
          path: spec.path,
          error: error instanceof Error ? error.message : String(error),
        });
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${key}.csv"`,
      "cache-control": "no-store",
      vary: "accept",
    },
  });
}
