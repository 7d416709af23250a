import type { GuestPass } from "../db/generated/client";
import { type PassWithHolders, unusableReason } from "./pass-usability";

export type GuestPassStatus = "scheduled" | "active" | "expired" | "revoked" | "used_up";

export function guestPassStatus(pass: GuestPass, now = new Date()): GuestPassStatus {
  if (pass.revokedAt) return "revoked";
  if (pass.useCount >= pass.maxUses) return "used_up";
  if (pass.validUntil <= now) return "expired";
  return pass.validFrom > now ? "scheduled" : "active";
}

// Never the PIN or QR hashes. `status` is the pass's own; `usable` and `unusableReason` add what the keypad decides
// beyond it.
export function serializeGuestPass(pass: PassWithHolders) {
  const now = new Date();
  const status = guestPassStatus(pass, now);
  const reason = unusableReason(pass, now);
  return {
    id: pass.id,
    propertyId: pass.propertyId,
    propertyTimezone: pass.property.timezone,
    unitId: pass.unitId,
    name: pass.name,
    validFrom: pass.validFrom.toISOString(),
    validUntil: pass.validUntil.toISOString(),
    maxUses: pass.maxUses,
    useCount: pass.useCount,
    remainingUses: Math.max(0, pass.maxUses - pass.useCount),
    status,
    usable: status === "active" && reason === null,
    unusableReason: reason,
    revokedAt: pass.revokedAt?.toISOString() ?? null,
    createdAt: pass.createdAt.toISOString(),
  };
}
