import { ApiError } from "./error-codes";
import { parseJson } from "./parse-json";
import { inSharedYears } from "./shared-years";
import type { Paging } from "./parse-paging";

// withoutTotal: the caller reads every page (a CSV export) and needs no count, which would be run again per page.
export type KeysetPaging = Paging & { cursor?: string; withoutTotal?: boolean };
// A list's order: one field of a kind, then id ascending to break ties.
export type SortKind = "text" | "number" | "instant";
export type KeysetSort = { field: string; direction: "asc" | "desc"; kind: SortKind };
type Row = { id: string } & Record<string, unknown>;
export type Position = { value: string | number | Date; id: string };

export const badCursor = () =>
  new ApiError("VALIDATION_ERROR", "cursor is not one this list gave out", [
    { field: "cursor", issue: "pass nextCursor from the previous page unchanged" },
  ]);

// The cursor names the last row of a page by its sort field, value and id, opaque to clients; the field ties it to
// lists in that order, so another list's cursor is refused rather than read as a position in this one.
export function encodeCursor(field: string, value: unknown, id: string): string {
  const wire = value instanceof Date ? { f: field, d: value.toISOString(), id } : { f: field, v: value, id };
  return Buffer.from(JSON.stringify(wire)).toString("base64url");
}

type Wire = { f?: unknown; d?: unknown; v?: unknown; id?: unknown };

// A position's value as the list's sort field holds it, or undefined: a cursor of another list's kind (a text where
// an instant belongs) is refused before it reaches a query. Instants stay within the years PostgreSQL and clients share.
const VALUE_OF: Record<SortKind, (wire: Wire) => Position["value"] | undefined> = {
  text: ({ v }) => (typeof v === "string" && !v.includes("\u0000") ? v : undefined),
  number: ({ v }) => (typeof v === "number" && Number.isFinite(v) ? v : undefined),
  instant: ({ d }) => {
    const instant = typeof d === "string" ? new Date(d) : null;
    return instant && inSharedYears(instant) ? instant : undefined;
  },
};

export function decodeCursor(cursor: string, { field, kind }: Pick<KeysetSort, "field" | "kind">): Position {
  let wire: Wire = {};
  try {
    wire = (parseJson(Buffer.from(cursor, "base64url")) as Wire | null) ?? {};
  } catch {
    // answered below, as every other malformed cursor
  }
  const value = typeof wire === "object" && wire.f === field ? VALUE_OF[kind](wire) : undefined;
  if (value === undefined || typeof wire.id !== "string" || wire.id.includes("\u0000")) throw badCursor();
  return { value, id: wire.id };
}

// The rows after a position in the list's order, as a Prisma where fragment. The plain bound on the field lets an
// index scan start at the position; the OR alone would have PostgreSQL walk every row before it.
export function afterPosition(
  { field, direction }: Omit<KeysetSort, "kind">,
  { value, id }: Position,
): Record<string, unknown> {
  const [beyond, atOrBeyond] = direction === "asc" ? ["gt", "gte"] : ["lt", "lte"];
  return {
    [field]: { [atOrBeyond]: value },
    OR: [{ [field]: { [beyond]: value } }, { [field]: value, id: { gt: id } }],
  };
}

// Past this offset a page is found in two steps (see readKeysetPage).
export const SEEK_FROM_OFFSET = 1000;

// One page by offset or, when a cursor is given, by position, which costs the same at any depth;
// nextCursor names the page's last row when the page is full, null at the end of the list.
// `seek`, when given, reads only the sort value and id of the row at an offset: a deep offset then walks an index
// alone to the row before its page and reads the page after it as a cursor would, not every row before it.
export async function readKeysetPage<T extends Row>(
  paging: KeysetPaging,
  sort: KeysetSort,
  rows: (page: {
    after: Record<string, unknown>;
    position: Position | null;
    skip: number;
    take: number;
  }) => Promise<T[]>,
  count: () => Promise<number>,
  seek?: (skip: number) => Promise<Row[]>,
): Promise<{ items: T[]; total: number | null; nextCursor: string | null }> {
  if (paging.cursor && paging.offset)
    throw new ApiError("VALIDATION_ERROR", "send either cursor or offset", [
      { field: "offset", issue: "leave offset out when paging with a cursor" },
    ]);
  let position = paging.cursor ? decodeCursor(paging.cursor, sort) : null;
  let skip = position ? 0 : paging.offset;
  let pastTheEnd = false;
  if (!position && seek && paging.offset >= SEEK_FROM_OFFSET) {
    const [before] = await seek(paging.offset - 1);
    if (before) [position, skip] = [{ value: before[sort.field] as Position["value"], id: before.id }, 0];
    else pastTheEnd = true;
  }
  const after = position ? afterPosition(sort, position) : {};
  const items = pastTheEnd ? [] : await rows({ after, position, skip, take: paging.limit });
  const known = !paging.cursor && items.length < paging.limit && (items.length > 0 || paging.offset === 0);
  const last = items.at(-1);
  return {
    items,
    total: known ? paging.offset + items.length : paging.withoutTotal ? null : await count(),
    nextCursor: last && items.length === paging.limit ? encodeCursor(sort.field, last[sort.field], last.id) : null,
  };
}

// The stretch of time holding a list's row at an offset (newest first), and how many of the list's rows are newer.
export type Stretch = { within: { gte?: Date; lt?: Date }; newer: number };

// A deep offset's row when counts name the stretch of time holding it (and how many rows of the list come before that
// stretch): the walk covers that stretch's rows alone. `find` answers undefined when the list's filters are not ones the
// counts keep (the walk then covers every row before it), null when the list is shorter.
export async function seekInStretch<Row>(
  skip: number,
  find: (skip: number) => Promise<Stretch | null | undefined>,
  seek: (skip: number, within?: Stretch["within"]) => Promise<Row[]>,
): Promise<Row[]> {
  const found = await find(skip);
  if (found === undefined) return seek(skip);
  if (found === null) return [];
  return seek(skip - found.newer, found.within);
}
