import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { inTenantProperty } from "../framework/tenant-scope";
import { withHolders } from "../guest-passes/pass-usability";
import { revokeOnce } from "../guest-passes/revoke-guest-pass";
import { serializeGuestPass } from "../guest-passes/serialize-guest-pass";
import { notFound } from "../http/error-codes";

// Staff revoke any pass of their tenant's units, as its creator can: the PIN and QR code stop at once. Revoking a
// revoked pass changes nothing and writes no audit entry; another tenant's pass is a 404.
export async function revokeUnitGuestPass(principal: AdminPrincipal, id: string) {
  const found = await db().guestPass.findFirst({
    where: { id, ...inTenantProperty(principal) },
    select: { unitId: true, property: { select: { tenantId: true } } },
  });
  if (!found) throw notFound("Guest pass");
  const pass = await db().$transaction(async (tx) => {
    await revokeOnce(tx, principal, { id, unitId: found.unitId, tenantId: found.property.tenantId });
    return tx.guestPass.findUniqueOrThrow({ where: { id }, include: withHolders });
  });
  return serializeGuestPass(pass);
}
