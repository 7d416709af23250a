import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { readKeysetPage, type KeysetPaging } from "../http/read-keyset-page";
import { serializeCall } from "./serialize-call";

// One page of calls, newest first, by offset or cursor: the admin and resident lists differ only in which calls.
export async function readCallsPage(
  paging: KeysetPaging,
  where: Prisma.CallWhereInput,
  count: () => Promise<number> = () => db().call.count({ where }),
) {
  const { items, total, nextCursor } = await readKeysetPage(
    paging,
    { field: "startedAt", direction: "desc" },
    ({ after, skip, take }) =>
      db().call.findMany({
        where: { AND: [where, after] },
        orderBy: [{ startedAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    count,
  );
  return { calls: items.map(serializeCall), total, nextCursor };
}
