import { ApiError } from "./error-codes";
import type { Paging } from "./parse-paging";

// withoutTotal: the caller reads every page (a CSV export) and needs no count, which would be run again per page.
export type KeysetPaging = Paging & { cursor?: string; withoutTotal?: boolean };
// A list's order: one field, then id ascending to break ties.
export type KeysetSort = { field: string; direction: "asc" | "desc" };
type Row = { id: string } & Record<string, unknown>;
export type Position = { value: string | number | Date; id: string };

const badCursor = () =>
  new ApiError("VALIDATION_ERROR", "cursor is not one this list gave out", [
    { field: "cursor", issue: "pass nextCursor from the previous page unchanged" },
  ]);

// The cursor names the last row of a page by its sort value and id, opaque to clients.
export function encodeCursor(value: unknown, id: string): string {
  const wire = value instanceof Date ? { d: value.toISOString(), id } : { v: value, id };
  return Buffer.from(JSON.stringify(wire)).toString("base64url");
}

export function decodeCursor(cursor: string): Position {
  try {
    const wire = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as {
      d?: unknown;
      v?: unknown;
      id?: unknown;
    };
    if (typeof wire.id !== "string") throw badCursor();
    if (typeof wire.d === "string" && !Number.isNaN(Date.parse(wire.d)))
      return { value: new Date(wire.d), id: wire.id };
    if (typeof wire.v === "string" || typeof wire.v === "number") return { value: wire.v, id: wire.id };
  } catch {
    // falls through to the one answer for every malformed cursor
  }
  throw badCursor();
}

// The rows after a position in the list's order, as a Prisma where fragment.
export function afterPosition({ field, direction }: KeysetSort, { value, id }: Position): Record<string, unknown> {
  return { OR: [{ [field]: { [direction === "asc" ? "gt" : "lt"]: value } }, { [field]: value, id: { gt: id } }] };
}

// One page by offset or, when a cursor is given, by position, which costs the same at any depth;
// nextCursor names the page's last row when the page is full, null at the end of the list.
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
): Promise<{ items: T[]; total: number | null; nextCursor: string | null }> {
  if (paging.cursor && paging.offset)
    throw new ApiError("VALIDATION_ERROR", "send either cursor or offset", [
      { field: "offset", issue: "leave offset out when paging with a cursor" },
    ]);
  const position = paging.cursor ? decodeCursor(paging.cursor) : null;
  const after = position ? afterPosition(sort, position) : {};
  const items = await rows({ after, position, skip: position ? 0 : paging.offset, take: paging.limit });
  const known = !paging.cursor && items.length < paging.limit && (items.length > 0 || paging.offset === 0);
  const last = items.at(-1);
  return {
    items,
    total: known ? paging.offset + items.length : paging.withoutTotal ? null : await count(),
    nextCursor: last && items.length === paging.limit ? encodeCursor(last[sort.field], last.id) : null,
  };
}
