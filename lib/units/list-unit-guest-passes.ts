import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { readKeysetPage } from "../http/read-keyset-page";
import type { ListUnitGuestPassesQuery } from "../guest-passes/guest-pass-schemas";
import { withHolders } from "../guest-passes/pass-usability";
import { serializeGuestPass } from "../guest-passes/serialize-guest-pass";
import { findUnit } from "./find-unit";

// Newest first; the unit is looked up in the caller's tenant first, so another tenant's unit is a 404.
export async function listUnitGuestPasses(principal: AdminPrincipal, unitId: string, query: ListUnitGuestPassesQuery) {
  await findUnit(principal, unitId);
  const where = { unitId };
  const { items, total, nextCursor } = await readKeysetPage(
    query,
    { field: "createdAt", direction: "desc", kind: "instant" },
    ({ after, skip, take }) =>
      db().guestPass.findMany({
        where: { AND: [where, after] },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        include: withHolders,
        take,
        skip,
      }),
    () => db().guestPass.count({ where }),
  );
  return { guestPasses: items.map(serializeGuestPass), total, nextCursor };
}
