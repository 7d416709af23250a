import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, readKeysetPage, SEEK_FROM_OFFSET, type SortKind } from "./read-keyset-page";

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: SEEK_FROM_OFFSET + 30 }, (_, n) => ({
  id: `r${String(n).padStart(5, "0")}`,
  name: `N${String(Math.floor(n / 3)).padStart(5, "0")}`,
}));
const sort = { field: "name", direction: "asc", kind: "text" } as const;
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

const sortBy = (field: string, kind: SortKind) => ({ field, kind });

describe("decodeCursor", () => {
  const at = new Date("2026-03-01T08:30:00.000Z");
  const forged = (wire: unknown) => Buffer.from(JSON.stringify(wire)).toString("base64url");

  it("reads back the positions encodeCursor gave out, each as its kind", () => {
    expect(decodeCursor(encodeCursor("name", "Maple Court", "p1"), sortBy("name", "text"))).toEqual({
      value: "Maple Court",
      id: "p1",
    });
    expect(decodeCursor(encodeCursor("at", at, "c1"), sortBy("at", "instant"))).toEqual({ value: at, id: "c1" });
    expect(decodeCursor(encodeCursor("n", 42, "n1"), sortBy("n", "number"))).toEqual({ value: 42, id: "n1" });
  });

  it("refuses a cursor of another kind or list, a value PostgreSQL cannot hold and anything malformed", () => {
    const refused = [
      [encodeCursor("x", at, "c1"), "text"],
      [encodeCursor("x", "Maple Court", "p1"), "instant"],
      [encodeCursor("x", 42, "n1"), "text"],
      [encodeCursor("x", "42", "n1"), "number"],
      // Another list's order: its cursor names another field.
      [encodeCursor("label", "Maple Court", "p1"), "text"],
      [forged({ v: "Maple Court", id: "p1" }), "text"],
      [forged({ f: "x", v: 1e400, id: "n1" }), "number"],
      [forged({ f: "x", d: "not a time", id: "c1" }), "instant"],
      [forged({ f: "x", d: "-200000-01-01T00:00:00.000Z", id: "c1" }), "instant"],
      [forged({ f: "x", v: "a\u0000b", id: "p1" }), "text"],
      [forged({ f: "x", v: "a", id: "p\u00001" }), "text"],
      [forged({ f: "x", v: "a" }), "text"],
      [forged({ f: "x", v: "a", id: 7 }), "text"],
      [forged(null), "text"],
      [forged(5), "text"],
      [forged(["a", "p1"]), "text"],
      ["not-base64-json", "text"],
      ["", "text"],
    ] as const;
    for (const [cursor, kind] of refused)
      expect(() => decodeCursor(cursor, sortBy("x", kind)), `${cursor} as ${kind}`).toThrow(
        "cursor is not one this list gave out",
      );
  });
});
