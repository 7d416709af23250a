import { describe, expect, it } from "vitest";
import { readKeysetPage, SEEK_FROM_OFFSET } from "./read-keyset-page";

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: SEEK_FROM_OFFSET + 30 }, (_, n) => ({
  id: `r${String(n).padStart(5, "0")}`,
  name: `N${String(Math.floor(n / 3)).padStart(5, "0")}`,
}));
const sort = { field: "name", direction: "asc" } as const;
const isAfter = (row: Row, at: { value: unknown; id: string }) =>
  row.name > String(at.value) || (row.name === at.value && row.id > at.id);

// An in-memory list that records how each page was asked for.
function list() {
  const asked: { skip: number; position: unknown }[] = [];
  const seeks: number[] = [];
  return {
    asked,
    seeks,
    page: (paging: { limit: number; offset: number }) =>
      readKeysetPage(
        paging,
        sort,
        async ({ position, skip, take }) => {
          asked.push({ skip, position });
          return rows.filter((row) => !position || isAfter(row, position)).slice(skip, skip + take);
        },
        async () => rows.length,
        async (skip) => {
          seeks.push(skip);
          return rows.slice(skip, skip + 1);
        },
      ),
  };
}

describe("readKeysetPage with a seek", () => {
  it("reads an offset from SEEK_FROM_OFFSET on as the row before it, then a page by position", async () => {
    const deep = list();
    const page = await deep.page({ limit: 10, offset: SEEK_FROM_OFFSET + 4 });
    expect(deep.seeks).toEqual([SEEK_FROM_OFFSET + 3]);
    expect(deep.asked).toEqual([
      { skip: 0, position: { value: rows[SEEK_FROM_OFFSET + 3].name, id: rows[SEEK_FROM_OFFSET + 3].id } },
    ]);
    expect(page.items).toEqual(rows.slice(SEEK_FROM_OFFSET + 4, SEEK_FROM_OFFSET + 14));

    const shallow = list();
    expect((await shallow.page({ limit: 10, offset: SEEK_FROM_OFFSET - 1 })).items).toEqual(
      rows.slice(SEEK_FROM_OFFSET - 1, SEEK_FROM_OFFSET + 9),
    );
    expect(shallow.seeks).toEqual([]);
    expect(shallow.asked).toEqual([{ skip: SEEK_FROM_OFFSET - 1, position: null }]);
  });

  it("answers an offset past the end without reading a page", async () => {
    const past = list();
    const page = await past.page({ limit: 10, offset: rows.length + 5 });
    expect(page).toEqual({ items: [], total: rows.length, nextCursor: null });
    expect(past.asked).toEqual([]);
  });
});
