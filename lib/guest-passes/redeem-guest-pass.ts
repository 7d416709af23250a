import type { z } from "zod";
import { openDoor } from "../access/open-door";
import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { GuestPass, Prisma } from "../db/generated/client";
import { serializeAccessEvent } from "../devices/serialize-access-event";
import { ApiError, notFound } from "../http/error-codes";
import { isInService, lockInService } from "../properties/property-in-service";
import { sameHash } from "../crypto/same-hash";
import { hashPin, hashQrToken } from "./guest-pass-secret";
import { unusableReasonWords, type keypadBody } from "./guest-pass-schemas";
import { KEYPAD_LOCKED_REASON, KEYPAD_MAX_WRONG, keypadLockedFor, recordWrongCode } from "./keypad-throttle";
import { type PassWithHolders, unusableReason, withHolders } from "./pass-usability";
import { guestPassStatus } from "./serialize-guest-pass";

const DENIALS = {
  scheduled: "guest pass not yet valid",
  expired: "guest pass expired",
  revoked: "guest pass revoked",
  used_up: "guest pass used up",
} as const;

async function findPass(
  tx: Prisma.TransactionClient,
  propertyId: string,
  input: z.infer<typeof keypadBody>,
): Promise<PassWithHolders | null> {
  if ("qrPayload" in input) {
    const hash = hashQrToken(input.qrPayload.replace(/^gatehouse:pass:/, ""));
    const pass = await tx.guestPass.findUnique({ where: { qrTokenHash: hash }, include: withHolders });
    return pass && pass.propertyId === propertyId && sameHash(pass.qrTokenHash, hash) ? pass : null;
  }
  const hash = hashPin(propertyId, input.pin);
  const passes = await tx.guestPass.findMany({
    where: { propertyId, pinHash: hash },
    orderBy: { createdAt: "desc" },
    include: withHolders,
  });
  const matching = passes.filter((pass) => sameHash(pass.pinHash, hash));
  // A PIN is unique among usable passes only: an old spent or unusable pass may share a live one's, and the live one wins.
  const usable = matching.filter((pass) => !unusableReason(pass));
  return usable.find((pass) => guestPassStatus(pass) === "active") ?? usable[0] ?? matching[0] ?? null;
}

// Why a pass opens no door, whatever the door: what stops it (pass-usability, in its reason's words), else its status.
function passRefusal(pass: PassWithHolders): string | null {
  const unusable = unusableReason(pass);
  if (unusable) return unusableReasonWords(unusable);
  const status = guestPassStatus(pass);
  return status === "active" ? null : DENIALS[status];
}

// Counts a use only while the pass is still valid, in one statement, so two entries cannot both take the last use.
async function takeUse(tx: Prisma.TransactionClient, pass: GuestPass): Promise<boolean> {
  const now = new Date();
  const { count } = await tx.guestPass.updateMany({
    where: {
      id: pass.id,
      revokedAt: null,
      validFrom: { lte: now },
      validUntil: { gt: now },
      useCount: { lt: tx.guestPass.fields.maxUses },
    },
    data: { useCount: { increment: 1 } },
  });
  return count === 1;
}

// A PIN or QR code entered at a door: opens it through openDoor, and records a denied event for a bad, unusable, revoked,
// expired or spent pass; wrong codes lock the door's keypad for a while (keypad-throttle).
export async function redeemGuestPass(principal: AdminPrincipal, input: z.infer<typeof keypadBody>) {
  const device = await db().device.findFirst({
    where: {
      id: input.deviceId,
      kind: { in: ["door_controller", "intercom", "reader"] },
      ...(principal.tenantId ? { property: { tenantId: principal.tenantId } } : {}),
    },
    select: { id: true, propertyId: true, status: true, property: { select: { status: true } } },
  });
  if (!device) throw notFound("Door");
  const method: "pin" | "qr" = "qrPayload" in input ? "qr" : "pin";
  const apiKeyId = principal.kind === "api_key" ? principal.id : null;
  // An archived property's passes are out of use (pass-usability), as its intercom is; the pass is not looked up, nor
  // a use spent.
  if (!isInService(device.property)) {
    const deniedReason = unusableReasonWords("property_archived");
    await db().$transaction((tx) => openDoor(tx, { deviceId: device.id, method, apiKeyId, deniedReason }));
    throw new ApiError("FORBIDDEN", `Access denied: ${deniedReason}`);
  }
  const lockedFor = await keypadLockedFor(device.id);
  if (lockedFor) {
    // Not even looked up: a locked keypad tells a guesser nothing, and the attempt is still on record.
    await db().$transaction((tx) =>
      openDoor(tx, { deviceId: device.id, method, apiKeyId, deniedReason: KEYPAD_LOCKED_REASON }),
    );
    throw new ApiError(
      "RATE_LIMITED",
      `Too many wrong codes at this door; try again in ${lockedFor} seconds`,
      undefined,
      { "retry-after": String(lockedFor) },
    );
  }
  const outcome = await db().$transaction(async (tx) => {
    // Read again under a hold an archive waits for, so no use is counted at a property archived meanwhile.
    const inService = (await lockInService(tx, [device.propertyId])).size === 1;
    const pass = inService ? await findPass(tx, device.propertyId, input) : null;
    const refused = !inService
      ? unusableReasonWords("property_archived")
      : pass
        ? passRefusal(pass)
        : `unknown ${method === "qr" ? "QR code" : "PIN"}`;
    const online = device.status === "online";
    // An offline door spends no use: openDoor records the device's own refusal.
    const took = pass && !refused && online ? await takeUse(tx, pass) : false;
    // Valid when read, but another entry took the last use first.
    const deniedReason = refused ?? (online && !took ? DENIALS.used_up : null);
    const opened = await openDoor(tx, {
      deviceId: device.id,
      method,
      guestPassId: pass?.id ?? null,
      apiKeyId,
      deniedReason,
    });
    const lockSeconds = inService && !pass ? await recordWrongCode(tx, device.id) : null;
    // The alert for whoever watches the building: someone is guessing codes at this door.
    if (lockSeconds) {
      await recordAudit(tx, principal, {
        tenantId: opened.accessEvent.tenantId,
        action: "keypad.locked",
        targetType: "device",
        targetId: device.id,
        data: { wrongCodes: KEYPAD_MAX_WRONG, lockSeconds },
      });
    }
    return serializeAccessEvent(opened.accessEvent, opened.command);
  });
  // The denied event is committed before the refusal is answered.
  if (outcome.result === "denied") throw new ApiError("FORBIDDEN", `Access denied: ${outcome.reason}`);
  return outcome;
}
