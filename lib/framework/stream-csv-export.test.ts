import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminOperation } from "./admin-operation";
import { streamCsvExport } from "./stream-csv-export";
import { encodeCursor, decodeCursor, readKeysetPage, type KeysetPaging } from "../http/read-keyset-page";
import { MAX_LIMIT } from "../http/parse-paging";

const operation = adminOperation({
  method: "get",
  path: "/api/admin/things",
  resource: "units",
  summary: "things",
  scope: "units:read",
  response: { status: 200, shape: "A", key: "things", item: z.object({ id: z.string(), n: z.number() }) },
  example: () => ({}),
});

// A list of `size` rows answered page by page through a keyset cursor, counting the pages asked for.
function fakeList(size: number) {
  const asked: Record<string, unknown>[] = [];
  const list = async (query: Record<string, unknown> | undefined) => {
    asked.push(query ?? {});
    const start = query?.cursor
      ? Number(decodeCursor(String(query.cursor), { field: "n", kind: "number" }).value) + 1
      : 0;
    const limit = Number(query?.limit);
    const things = Array.from({ length: Math.max(0, Math.min(limit, size - start)) }, (_, i) => ({
      id: `t${start + i}`,
      n: start + i,
    }));
    const last = things.at(-1);
    return Response.json({
      things,
      total: size,
      limit,
      offset: 0,
      nextCursor: last && things.length === limit ? encodeCursor("n", last.n, last.id) : null,
    });
  };
  return { asked, list };
}

describe("streamCsvExport", () => {
  it("asks for the next page only when the reader has taken the previous one", async () => {
    const { asked, list } = fakeList(100_000);
    const response = await streamCsvExport(operation, { limit: 10, offset: 30, status: "x" }, list, "req");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toBe("id,n\r\n");
    await reader.read();
    // Header and first page written: nothing more is read until the client takes them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked[0]).toEqual({ limit: MAX_LIMIT, offset: 0, status: "x", cursor: undefined, withoutTotal: true });
    let lines = 1 + MAX_LIMIT;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      lines += decoder.decode(chunk.value).split("\r\n").length - 1;
    expect(lines).toBe(100_001);
    expect(asked).toHaveLength(100_000 / MAX_LIMIT + 1);
  });

  it("passes a failing first page through unchanged", async () => {
    const failing = async () => Response.json({ error: { code: "VALIDATION_ERROR", message: "no" } }, { status: 400 });
    const response = await streamCsvExport(operation, {}, failing, "req");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("json");
  });

  it("reads every page without counting the list, which a JSON page through the cursor does", async () => {
    const rows = Array.from({ length: 5 * MAX_LIMIT + 7 }, (_, n) => ({ id: `t${String(n).padStart(5, "0")}`, n }));
    let counts = 0;
    // A list handler as the admin lists are written: readKeysetPage over the rows, with a count it may run.
    const list = async (query: Record<string, unknown> | undefined) => {
      const paging = query as KeysetPaging;
      const page = await readKeysetPage(
        paging,
        { field: "n", direction: "asc", kind: "number" },
        async ({ position, skip, take }) =>
          rows.filter((row) => !position || row.n > Number(position.value)).slice(skip, skip + take),
        async () => {
          counts += 1;
          return rows.length;
        },
      );
      return Response.json({
        things: page.items,
        total: page.total,
        limit: paging.limit,
        offset: 0,
        nextCursor: page.nextCursor,
      });
    };
    const csv = await (await streamCsvExport(operation, { limit: 50, offset: 0 }, list, "req")).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(rows.length + 1);
    expect(counts).toBe(0);

    // The same handler paged as a client pages it counts once per page after the first: what the export avoids.
    const firstPage = (await (await list({ limit: MAX_LIMIT, offset: 0 })).json()) as { nextCursor: string };
    await list({ limit: MAX_LIMIT, offset: 0, cursor: firstPage.nextCursor });
    expect(counts).toBe(2);
  });
});
