import { readCallsPage } from "../calls/read-calls-page";
import type { UserWithUnits } from "../auth/serialize-user";
import type { ListResidentCallsQuery } from "./resident-schemas";
import { residentUnitIds } from "./resident-scope";

// Calls to the resident's own units only, newest first, by offset or by the previous page's nextCursor.
export async function listResidentCalls(user: UserWithUnits, query: ListResidentCallsQuery) {
  return readCallsPage(query, { unitId: { in: residentUnitIds(user) } });
}
