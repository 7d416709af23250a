import type { z } from "zod";
import { startOfZonedDay } from "../admin-client/zoned-day";
import { db } from "../db/client";
import { ApiError, notFound } from "../http/error-codes";
import { residentHomes, type ResidentHome } from "../residents/resident-scope";
import { dayText, type UserWithUnits } from "../auth/serialize-user";
import { generatePin, generateQrToken, hashPin, hashQrToken } from "./guest-pass-secret";
import type { createGuestPassBody } from "./guest-pass-schemas";
import { withHolders } from "./pass-usability";
import { serializeGuestPass } from "./serialize-guest-pass";

// A PIN is unique among the passes of its property that can still be used, so a keypad entry names one pass.
async function freePin(propertyId: string): Promise<{ pin: string; pinHash: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pin = generatePin();
    const pinHash = hashPin(propertyId, pin);
    const taken = await db().guestPass.count({
      where: { propertyId, pinHash, revokedAt: null, validUntil: { gt: new Date() } },
    });
    if (!taken) return { pin, pinHash };
  }
  throw new ApiError("CONFLICT", "No free PIN could be found for this property; try again");
}

// A pass runs between its unit's move-in and move-out days (days of the property's zone): a home to come takes passes
// whose window starts on its move-in day or later, and a pass ends no later than the start of the move-out day.
function windowIn(home: ResidentHome, input: z.infer<typeof createGuestPassBody>) {
  const moveIn = !home.livesThere && home.moveInOn && dayText(home.moveInOn);
  if (moveIn && input.validFrom < startOfZonedDay(moveIn, home.timeZone))
    throw new ApiError("VALIDATION_ERROR", `Passes for Unit ${home.label} start on your move-in day, ${moveIn}`, [
      { field: "validFrom", issue: `must be on or after your move-in day, ${moveIn}` },
    ]);
  const moveOut = home.moveOutOn && startOfZonedDay(dayText(home.moveOutOn) as string, home.timeZone);
  const validUntil = moveOut && moveOut < input.validUntil ? moveOut : input.validUntil;
  if (validUntil <= input.validFrom)
    throw new ApiError("VALIDATION_ERROR", "The pass would start after your move-out", [
      { field: "validFrom", issue: "must be before your move-out date" },
    ]);
  return { validFrom: input.validFrom, validUntil };
}

// The PIN and QR payload are answered once; only their hashes are kept.
export async function createGuestPass(user: UserWithUnits, input: z.infer<typeof createGuestPassBody>) {
  const homes = await residentHomes(user);
  const unit = input.unitId ? homes.find((home) => home.id === input.unitId) : homes[0];
  if (!unit) throw notFound("Unit");
  const { validFrom, validUntil } = windowIn(unit, input);
  const { pin, pinHash } = await freePin(unit.propertyId);
  const qrToken = generateQrToken();
  const pass = await db().guestPass.create({
    data: {
      propertyId: unit.propertyId,
      unitId: unit.id,
      createdById: user.id,
      name: input.name,
      pinHash,
      qrTokenHash: hashQrToken(qrToken),
      validFrom,
      validUntil,
      maxUses: input.maxUses,
    },
    include: withHolders,
  });
  return { ...serializeGuestPass(pass), pin, qrPayload: `gatehouse:pass:${qrToken}` };
}
