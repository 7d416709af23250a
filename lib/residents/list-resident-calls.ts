import { serializeCall } from "../calls/serialize-call";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { UserWithUnits } from "../auth/serialize-user";
import type { ListResidentCallsQuery } from "./resident-schemas";
import { residentUnitIds } from "./resident-scope";

// Calls to the resident's own units only, newest first, by offset or by the previous page's nextCursor.
export async function listResidentCalls(user: UserWithUnits, query: ListResidentCallsQuery) {
  const where = { unitId: { in: residentUnitIds(user) } };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "startedAt", direction: "desc" },
    ({ after, skip, take }) =>
      db().call.findMany({
        where: { AND: [where, after] },
        orderBy: [{ startedAt: "desc" }, { id: "asc" }],
        take,
        skip,
      }),
    () => db().call.count({ where }),
  );
  return { calls: items.map(serializeCall), total, nextCursor };
}
