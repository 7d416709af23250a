import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenantProperty } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";

// A device the caller may see, with its tenant, or 404: another tenant's device is indistinguishable from a missing one.
export async function findDevice(principal: AdminPrincipal, id: string) {
  const device = await db().device.findFirst({
    where: { id, ...inTenantProperty(principal) },
    include: { property: { select: { tenantId: true } } },
  });
  if (!device) throw notFound("Device");
  return device;
}
