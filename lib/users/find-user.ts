import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenant } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";
import { withUnits } from "../auth/serialize-user";

// A user the caller may see, or 404; tenant-bound callers never see platform admins.
export async function findUser(principal: AdminPrincipal, id: string) {
  const user = await db().user.findFirst({ where: { id, ...inTenant(principal) }, include: withUnits });
  if (!user) throw notFound("User");
  return user;
}
