import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenant } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// A property the caller may see, or 404: another tenant's property is indistinguishable from a missing one.
export async function findProperty(principal: AdminPrincipal, id: string) {
  const property = await db().property.findFirst({ where: { id, ...inTenant(principal) } });
  if (!property) throw notFound("Property");
  return property;
}
