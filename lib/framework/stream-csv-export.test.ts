import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminOperation } from "./admin-operation";
import { streamCsvExport } from "./stream-csv-export";
import { encodeCursor, decodeCursor } from "../http/read-keyset-page";
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
    const start = query?.cursor ? Number(decodeCursor(String(query.cursor)).value) + 1 : 0;
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
      nextCursor: last && things.length === limit ? encodeCursor(last.n, last.id) : null,
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
    expect(asked[0]).toEqual({ limit: MAX_LIMIT, offset: 0, status: "x", cursor: undefined });
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
});
