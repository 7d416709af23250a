import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { readKeysetPage, type KeysetPaging } from "../http/read-keyset-page";
import { serializeCall } from "./serialize-call";

const orderBy: Prisma.CallOrderByWithRelationInput[] = [{ startedAt: "desc" }, { id: "asc" }];

// The start and id of the call at `skip`, read from an index alone (calls_startedAt_id_idx).
export const seekCall = (where: Prisma.CallWhereInput, skip: number) =>
  db().call.findMany({ where, orderBy, skip, take: 1, select: { startedAt: true, id: true } });

// One page of calls, newest first, by offset or cursor: the admin and resident lists differ only in which calls.
export async function readCallsPage(
  paging: KeysetPaging,
  where: Prisma.CallWhereInput,
  count: () => Promise<number> = () => db().call.count({ where }),
  seek: (skip: number) => Promise<{ id: string; startedAt: Date }[]> = (skip) => seekCall(where, skip),
) {
  const { items, total, nextCursor } = await readKeysetPage(
    paging,
    { field: "startedAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().call.findMany({
        where: { AND: [where, after] },
        orderBy,
        take,
        skip,
      }),
    count,
    seek,
  );
  return { calls: items.map(serializeCall), total, nextCursor };
}
