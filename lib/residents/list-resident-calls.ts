import { serializeCall } from "../calls/serialize-call";
import { db } from "../db/client";
import type { Paging } from "../http/parse-paging";
import type { UserWithUnits } from "../auth/serialize-user";
import { residentUnitIds } from "./resident-scope";

// Calls to the resident's own units only, newest first.
export async function listResidentCalls(user: UserWithUnits, paging: Paging) {
  const where = { unitId: { in: residentUnitIds(user) } };
  const [total, calls] = await Promise.all([
    db().call.count({ where }),
    db().call.findMany({
      where,
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
      take: paging.limit,
      skip: paging.offset,
    }),
  ]);
  return { calls: calls.map(serializeCall), total };
}
