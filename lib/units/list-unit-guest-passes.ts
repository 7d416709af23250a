import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import type { ListUnitGuestPassesQuery } from "../guest-passes/guest-pass-schemas";
import { serializeGuestPass } from "../guest-passes/serialize-guest-pass";
import { findUnit } from "./find-unit";

// Newest first; the unit is looked up in the caller's tenant first, so another tenant's unit is a 404.
export async function listUnitGuestPasses(principal: AdminPrincipal, unitId: string, query: ListUnitGuestPassesQuery) {
  await findUnit(principal, unitId);
  const where = { unitId };
  const [total, passes] = await Promise.all([
    db().guestPass.count({ where }),
    db().guestPass.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
  ]);
  return { guestPasses: passes.map(serializeGuestPass), total };
}
