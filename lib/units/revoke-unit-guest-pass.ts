import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
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
    if (await revokeOnce(tx, id))
      await recordAudit(tx, principal, {
        tenantId: found.property.tenantId,
        action: "guest_pass.revoke",
        targetType: "guest_pass",
        targetId: id,
        data: { unitId: found.unitId },
      });
    return tx.guestPass.findUniqueOrThrow({ where: { id }, include: withHolders });
  });
  return serializeGuestPass(pass);
}
