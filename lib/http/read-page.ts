import type { Paging } from "./parse-paging";

// One page of a list and the list's total. A page shorter than the limit already tells the
// total, so the count query runs only when it cannot be known otherwise.
export async function readPage<T>(
  paging: Paging,
  rows: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ items: T[]; total: number }> {
  const items = await rows();
  const known = items.length < paging.limit && (items.length > 0 || paging.offset === 0);
  return { items, total: known ? paging.offset + items.length : await count() };
}
